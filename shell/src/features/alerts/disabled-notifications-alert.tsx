import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, selectUser, useAppSelector, type User } from '@app/shared';

/** Spec §4 dismissals: stored with a timestamp under this key; a dismissed alert stays hidden. */
export const DISABLED_NOTIFICATIONS_DISMISSAL = 'hide-disabled-notifications-alert';
const QUIET_PATHS: readonly string[] = [paths.settings, paths.notifications];

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISABLED_NOTIFICATIONS_DISMISSAL) !== null;
  } catch {
    return false;
  }
}

/** Spec §4: any disabled notification, not dismissed, not on settings or notifications. */
export function needsDisabledNotificationsAlert(user: User | null, pathname: string): boolean {
  return (
    user !== null &&
    user.notifications_disabled.length > 0 &&
    !QUIET_PATHS.includes(pathname) &&
    !dismissed()
  );
}

/** "Some e-mails are switched off", with the way to the notification settings. */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  if (closed || !needsDisabledNotificationsAlert(user, pathname)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISABLED_NOTIFICATIONS_DISMISSAL, new Date().toISOString());
    } catch {
      // Not kept: hidden for this page view only.
    }
    setClosed(true);
  };
  return (
    <div className="container mt-3">
      <div
        className="alert alert-info alert-dismissible d-flex flex-wrap align-items-center gap-2 mb-0"
        role="region"
        aria-label={t('notifications_alert.label')}
      >
        <span className="me-auto">{t('notifications_alert.text')}</span>
        <Link to={paths.notifications} className="btn btn-sm btn-primary">
          {t('notifications_alert.open')}
        </Link>
        <button
          type="button"
          className="btn-close"
          aria-label={t('common:close')}
          onClick={dismiss}
        />
      </div>
    </div>
  );
}
