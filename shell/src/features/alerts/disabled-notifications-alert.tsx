import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, selectUser, useAppSelector, type User } from '@app/shared';
import { dismiss, isDismissed } from './dismissal';

/** Spec §4 dismissals: stored with a timestamp under this key; a dismissed alert stays hidden. */
export const DISABLED_NOTIFICATIONS_DISMISSAL = 'hide-disabled-notifications-alert';
const QUIET_PATHS: readonly string[] = [paths.settings, paths.notifications];

/** Spec §4: any disabled notification, not dismissed, not on settings or notifications. */
export function needsDisabledNotificationsAlert(user: User | null, pathname: string): boolean {
  return (
    user !== null &&
    user.notifications_disabled.length > 0 &&
    !QUIET_PATHS.includes(pathname) &&
    !isDismissed(DISABLED_NOTIFICATIONS_DISMISSAL)
  );
}

/** "Some e-mails are switched off", with the way to the notification settings. */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  if (closed || !needsDisabledNotificationsAlert(user, pathname)) return null;
  const close = () => {
    dismiss(DISABLED_NOTIFICATIONS_DISMISSAL);
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
          onClick={close}
        />
      </div>
    </div>
  );
}
