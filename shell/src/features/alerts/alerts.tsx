import type { ReactNode } from 'react';
import { AccountReminder } from './account-reminder';
import { DisabledNotificationsAlert } from './disabled-notifications-alert';
import { ProfilePhotoAlert } from './profile-photo-alert';
import { PushAlert } from './push-alert';
import { ALERTS, type AlertName } from './alert-rules';

const ALERT_COMPONENTS: Record<AlertName, () => ReactNode> = {
  accountReminder: AccountReminder,
  push: PushAlert,
  disabledNotifications: DisabledNotificationsAlert,
  profilePhoto: ProfilePhotoAlert,
};

/** Spec §4: the alerts under the navigation, each deciding on its own whether it shows. */
export function Alerts() {
  return (
    <>
      {ALERTS.map((name) => {
        const Alert = ALERT_COMPONENTS[name];
        return <Alert key={name} />;
      })}
    </>
  );
}
