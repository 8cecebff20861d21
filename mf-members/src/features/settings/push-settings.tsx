import { useTranslation } from 'react-i18next';
import {
  disablePush,
  enablePush,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@app/shared';
import { selectPush } from '@app/shared/bindings';
import { pushStatus } from '@app/shared/utils';
import { NAMESPACE } from '../../i18n';

/**
 * Spec §4 push states on `/notifications`: what this browser can do and whether it gets the
 * member's notifications, with the way to turn them on or off. Which news is pushed follows
 * the kinds below it.
 */
export function PushSettings() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const push = useAppSelector(selectPush);
  const publicKey = useAppSelector(selectSettings)?.push_public_key ?? null;
  const status = publicKey === null ? 'not_capable' : pushStatus(push);
  return (
    <section className="card mb-3" aria-labelledby="push-settings-title">
      <div className="card-body">
        <h2 id="push-settings-title" className="h5">
          {t('notifications.push.title')}
        </h2>
        <p className="text-body-secondary">{t('notifications.push.lead')}</p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0 me-auto" role="status">
            {t(`notifications.push.status.${status}`)}
          </p>
          {(status === 'unsubscribed' || status === 'subscribed') && (
            <button
              type="button"
              className={`btn btn-sm ${status === 'subscribed' ? 'btn-outline-secondary' : 'btn-primary'}`}
              disabled={push.busy}
              aria-busy={push.busy || undefined}
              onClick={() =>
                void dispatch(status === 'subscribed' ? disablePush() : enablePush(publicKey!))
              }
            >
              {push.busy && (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              )}
              {t(
                status === 'subscribed'
                  ? 'notifications.push.disable'
                  : 'notifications.push.enable',
              )}
            </button>
          )}
        </div>
        {push.failure === 'failed' && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {t('notifications.push.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
