import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, selectUser, useAppSelector, type User } from '@app/shared';
import { dismiss, isDismissed } from './dismissal';

export const PROFILE_PHOTO_DISMISSAL = 'hide-profile-photo-alert';

/** Spec §4: pages where the profile-photo alert is never shown. */
const QUIET_PATHS: readonly string[] = [
  paths.profile,
  paths.signup,
  '/activate/done',
  paths.premium,
  paths.notifications,
  '/directdebit',
  paths.settings,
];

/** Spec §4: logged in, no main image, not dismissed, not on a quiet page. */
export function needsProfilePhotoAlert(user: User | null, pathname: string): boolean {
  return (
    user !== null &&
    user.profile.main_image === null &&
    !QUIET_PATHS.includes(pathname) &&
    !isDismissed(PROFILE_PHOTO_DISMISSAL)
  );
}

/** "Add a profile photo" (warning, dismissible), with the way to the member's profile. */
export function ProfilePhotoAlert() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  if (closed || !needsProfilePhotoAlert(user, pathname)) return null;
  const close = () => {
    dismiss(PROFILE_PHOTO_DISMISSAL);
    setClosed(true);
  };
  return (
    <div className="container mt-3">
      <div
        className="alert alert-warning alert-dismissible d-flex flex-wrap align-items-center gap-2 mb-0"
        role="region"
        aria-label={t('profile_photo_alert.label')}
      >
        <span className="me-auto">{t('profile_photo_alert.text')}</span>
        <Link to={paths.profile} className="btn btn-sm btn-warning">
          {t('profile_photo_alert.add')}
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
