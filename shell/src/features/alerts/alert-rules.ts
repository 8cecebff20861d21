import type { User } from '@app/shared/contracts';
import { MARKETING_NOTIFICATION_KINDS, paths } from '@app/shared/values';

const marketing: ReadonlySet<string> = new Set(MARKETING_NOTIFICATION_KINDS);

/**
 * Whether the member switched off mail about their own messages, likes or account (spec §4's
 * "disabled notifications"). Offers, digests and news start off for every new member (their
 * consent first), so they do not count.
 */
export function ownMailSwitchedOff(user: User): boolean {
  return user.notifications_disabled.some((kind) => !marketing.has(kind));
}

/** The banners under the navigation (spec §4), in the order they are shown. */
export const ALERTS = ['accountReminder', 'push', 'disabledNotifications', 'profilePhoto'] as const;
export type AlertName = (typeof ALERTS)[number];

const ACTIVATE_DONE = '/activate/done';
const DIRECT_DEBIT = '/directdebit';

/**
 * Spec §4: the pages on which each alert is never shown. The one table that decides which
 * alerts a route can have; each alert adds only its own condition on the member.
 */
export const ALERT_QUIET_PATHS: Readonly<Record<AlertName, readonly string[]>> = {
  // Issue 25 §3: never "confirm your e-mail" above the page that says it is confirmed.
  accountReminder: [paths.signup, paths.settings, paths.notifications, ACTIVATE_DONE],
  push: [paths.signup, paths.notifications, ACTIVATE_DONE, DIRECT_DEBIT, paths.premium],
  disabledNotifications: [paths.settings, paths.notifications],
  profilePhoto: [
    paths.profile,
    paths.signup,
    ACTIVATE_DONE,
    paths.premium,
    paths.notifications,
    DIRECT_DEBIT,
    paths.settings,
  ],
};

/** Spec §4 dismissals: stored with a timestamp under these keys; a dismissed alert stays hidden. */
export const ALERT_DISMISSALS = {
  profilePhoto: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
} as const satisfies Partial<Record<AlertName, string>>;

/** Whether the route allows this alert at all (the member's own conditions come on top). */
export function alertAllowedOn(alert: AlertName, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !ALERT_QUIET_PATHS[alert].includes(path);
}

/** The alerts a route can show, in order. */
export function alertsAllowedOn(pathname: string): AlertName[] {
  return ALERTS.filter((alert) => alertAllowedOn(alert, pathname));
}
