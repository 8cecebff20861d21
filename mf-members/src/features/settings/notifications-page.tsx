import { useTranslation } from 'react-i18next';
import { notificationKinds } from '@app/shared/values';
import { selectSettings, selectUser, useAppSelector } from '@app/shared';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from './api';
import { ErrorAlert, LoginRequired, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { PushSettings } from './push-settings';

/** `/notifications` (spec §3): which e-mails the member gets, and why mail may have stopped. */
export function NotificationsPage() {
  const user = useAppSelector(selectUser);
  if (!user) return <LoginRequired />;
  return <NotificationSettingsForm />;
}

function NotificationSettingsForm() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const site = useAppSelector(selectSettings);
  const { data, isLoading, error: loadError, refetch } = useGetNotificationSettingsQuery();
  const [update, { isLoading: saving, error }] = useUpdateNotificationSettingsMutation();
  const disabled = data?.disabled ?? [];

  const toggle = (kind: (typeof notificationKinds)[number], on: boolean) =>
    void update({ disabled: on ? disabled.filter((k) => k !== kind) : [...disabled, kind] });

  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('notifications.title')}</h1>
      <PushSettings />
      {isLoading && <PageSpinner />}
      {loadError && <ErrorAlert error={loadError} onRetry={() => void refetch()} />}
      {data?.email_disabled_reason && (
        <div
          className="alert alert-warning"
          role="region"
          aria-label={t('notifications.stopped_label')}
        >
          <p className="mb-2">
            {t(`notifications.stopped.${data.email_disabled_reason}`, {
              support: site?.support_email ?? '',
            })}
          </p>
          <button
            type="button"
            className="btn btn-sm btn-warning"
            disabled={saving}
            onClick={() => void update({ email_enabled: true })}
          >
            {t('notifications.enable_mail')}
          </button>
        </div>
      )}
      {data && (
        <fieldset className="card">
          <div className="card-body">
            <legend className="h5">{t('notifications.legend')}</legend>
            {notificationKinds.map((kind) => (
              <div className="form-check form-switch py-1" key={kind}>
                <input
                  id={`notification-${kind}`}
                  type="checkbox"
                  role="switch"
                  className="form-check-input"
                  checked={!disabled.includes(kind)}
                  disabled={saving}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
                <label htmlFor={`notification-${kind}`} className="form-check-label">
                  {t(`notifications.kinds.${kind}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <div className="mt-3">
          <ErrorAlert error={error} />
        </div>
      )}
    </div>
  );
}
