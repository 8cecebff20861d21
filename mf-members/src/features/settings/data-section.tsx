import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_LINK_HOURS } from '@app/shared/contracts';
import { BusyButton, ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetDataExportQuery, useRequestDataExportMutation } from './api';
import { SettingsSection } from './settings-section';

/** How often the section asks how far the download is, while it is built. */
const PROGRESS_POLL_MS = 2000;

/**
 * "Download my data" (issue 48 §4, GDPR art. 15 and 20): built in the background with its
 * progress shown; the link, good once for DATA_EXPORT_LINK_HOURS, comes by mail. A used or
 * expired link lands here (`?data_export=invalid`), which says so and offers again.
 */
export function DataSection() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const { data: latest } = useGetDataExportQuery();
  const building = latest?.status === 'building';
  useGetDataExportQuery(undefined, { pollingInterval: building ? PROGRESS_POLL_MS : 0 });
  const [request, { isLoading, error }] = useRequestDataExportMutation();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const canAsk =
    !latest ||
    latest.status === 'failed' ||
    latest.status === 'expired' ||
    latest.status === 'taken';

  return (
    <SettingsSection id="settings-data" title={t('settings.data.title')}>
      <p className="text-body-secondary">
        {t('settings.data.lead', { hours: DATA_EXPORT_LINK_HOURS })}
      </p>
      {params.get('data_export') === 'invalid' && (
        <div className="alert alert-warning" role="alert">
          {t('common:error.export_link_invalid')}
        </div>
      )}
      {building && (
        <div role="status">
          <p className="mb-1">{t('settings.data.building')}</p>
          <div
            className="progress mb-2"
            role="progressbar"
            aria-label={t('settings.data.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={latest.progress}
          >
            <div className="progress-bar" style={{ width: `${latest.progress}%` }}>
              {latest.progress}%
            </div>
          </div>
        </div>
      )}
      {latest?.status === 'ready' && latest.expires_at && (
        <p role="status">{t('settings.data.ready', { until: when(latest.expires_at) })}</p>
      )}
      {latest?.status === 'taken' && <p>{t('settings.data.taken')}</p>}
      {latest?.status === 'failed' && <p className="text-danger">{t('settings.data.failed')}</p>}
      {latest?.status === 'expired' && <p>{t('settings.data.expired')}</p>}
      {error && <ErrorAlert error={error} />}
      {canAsk && (
        <BusyButton
          className="btn btn-outline-primary"
          busy={isLoading}
          type="button"
          onClick={() => void request()}
        >
          {t('settings.data.ask')}
        </BusyButton>
      )}
    </SettingsSection>
  );
}
