import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@app/shared/contracts';
import { CAMPAIGNS_NAMESPACE } from './campaigns-i18n';

const STYLE: Record<CampaignStatus, string> = {
  draft: 'text-bg-secondary',
  scheduled: 'text-bg-info',
  live: 'text-bg-success',
  ended: 'text-bg-light border',
  unpublished: 'text-bg-warning',
};

/** Where a campaign is: draft, scheduled, live, ended or unpublished. */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  return <span className={`badge ${STYLE[status]}`}>{t(`status.${status}`)}</span>;
}
