import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectUser, useAppSelector } from '@app/shared';
import type { User } from '@app/shared/contracts';
import { isDismissed } from '@app/shared/site-chrome';
import { alertAllowedOn, ALERT_DISMISSALS, ownMailSwitchedOff } from './alert-rules';
import { DismissibleAlert } from './dismissible-alert';

export const DISABLED_NOTIFICATIONS_DISMISSAL = ALERT_DISMISSALS.disabledNotifications;

/** Spec §4: a disabled notification (ownMailSwitchedOff), not dismissed, not on these pages. */
export function needsDisabledNotificationsAlert(user: User | null, pathname: string): boolean {
  return (
    user !== null &&
    ownMailSwitchedOff(user) &&
    alertAllowedOn('disabledNotifications', pathname) &&
    !isDismissed(DISABLED_NOTIFICATIONS_DISMISSAL)
  );
}

/** "Some e-mails are switched off", with the way to the notification settings. */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  if (!needsDisabledNotificationsAlert(user, pathname)) return null;
  return (
    <DismissibleAlert
      variant="info"
      label={t('notifications_alert.label')}
      text={t('notifications_alert.text')}
      action={{ to: paths.notifications, label: t('notifications_alert.open') }}
      dismissalKey={DISABLED_NOTIFICATIONS_DISMISSAL}
    />
  );
}
