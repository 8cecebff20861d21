import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  enablePush,
  selectSettings,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@app/shared';
import { selectPush, type PushState } from '@app/shared/bindings';
import { pushStatus } from '@app/shared/utils';
import type { User } from '@app/shared/contracts';
import { isDismissed } from '@app/shared/site-chrome';
import { alertAllowedOn, ALERT_DISMISSALS } from './alert-rules';
import { DismissibleAlert } from './dismissible-alert';

export const PUSH_DISMISSAL = ALERT_DISMISSALS.push;

/**
 * Spec §4: push possible (capable, not subscribed, not denied) for a logged-in member, not
 * dismissed, not on a quiet page. Kept while subscribing, so its progress and errors show.
 */
export function needsPushAlert(
  user: User | null,
  push: Pick<PushState, 'isCapable' | 'isSubscribed' | 'permission' | 'busy'>,
  pathname: string,
): boolean {
  return (
    user !== null &&
    (pushStatus(push) === 'unsubscribed' || push.busy) &&
    alertAllowedOn('push', pathname) &&
    !isDismissed(PUSH_DISMISSAL)
  );
}

/** "Get notified of new messages and likes", with the button that turns push on. */
export function PushAlert() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const push = useAppSelector(selectPush);
  const publicKey = useAppSelector(selectSettings)?.push_public_key ?? null;
  const { pathname } = useLocation();
  if (publicKey === null || !needsPushAlert(user, push, pathname)) return null;
  return (
    <DismissibleAlert
      variant="success"
      label={t('push_alert.label')}
      text={t('push_alert.text')}
      action={{
        label: t('push_alert.enable'),
        busy: push.busy,
        onClick: () => void dispatch(enablePush(publicKey)),
      }}
      error={push.failure === 'failed' ? t('push_alert.failed') : null}
      dismissalKey={PUSH_DISMISSAL}
      floating
    />
  );
}
