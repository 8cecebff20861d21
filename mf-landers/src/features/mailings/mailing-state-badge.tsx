import { useTranslation } from 'react-i18next';
import type { MailingState } from '@app/shared/contracts';
import { MAILINGS_NAMESPACE } from './mailings-i18n';

const STATE_STYLE: Record<MailingState, string> = {
  draft: 'text-bg-secondary',
  sending: 'text-bg-info',
  paused: 'text-bg-warning',
  sent: 'text-bg-success',
};

/** Where a mailing is: draft, sending, paused or sent. */
export function MailingStateBadge({ state }: { state: MailingState }) {
  const { t } = useTranslation(MAILINGS_NAMESPACE);
  return <span className={`badge ${STATE_STYLE[state]}`}>{t(`states.${state}`)}</span>;
}
