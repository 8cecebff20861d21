import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { selectUser, useAppSelector } from '@app/shared';
import { AccountReminder, needsActivationReminder } from './account-reminder';
import {
  DisabledNotificationsAlert,
  needsDisabledNotificationsAlert,
} from './disabled-notifications-alert';
import { needsProfilePhotoAlert, ProfilePhotoAlert } from './profile-photo-alert';
import { PushAlert, usePushOffer } from './push-alert';
import { ALERTS, type AlertName } from './alert-rules';

const ALERT_COMPONENTS: Record<AlertName, () => ReactNode> = {
  accountReminder: AccountReminder,
  push: PushAlert,
  disabledNotifications: DisabledNotificationsAlert,
  profilePhoto: ProfilePhotoAlert,
};

/**
 * Spec §4: the alerts under the navigation, **one at a time** (issue 25 §4): the first of
 * ALERTS that applies, so they never stack over the first row of results on a phone. Once it is
 * dealt with (confirmed, dismissed), the next shows on the next page.
 */
export function Alerts() {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const pushOffered = usePushOffer();
  const applies: Record<AlertName, boolean> = {
    accountReminder: needsActivationReminder(user, pathname),
    push: pushOffered,
    disabledNotifications: needsDisabledNotificationsAlert(user, pathname),
    profilePhoto: needsProfilePhotoAlert(user, pathname),
  };
  const first = ALERTS.find((name) => applies[name]);
  if (!first) return null;
  const Alert = ALERT_COMPONENTS[first];
  return <Alert key={first} />;
}
