import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectUser, useAppSelector } from '@app/shared';
import type { User } from '@app/shared/contracts';
import { isDismissed } from '@app/shared/site-chrome';
import { alertAllowedOn, ALERT_DISMISSALS } from './alert-rules';
import { DismissibleAlert } from './dismissible-alert';

export const PROFILE_PHOTO_DISMISSAL = ALERT_DISMISSALS.profilePhoto;

/** Spec §4: logged in, no main image, not dismissed, not on a quiet page. */
export function needsProfilePhotoAlert(user: User | null, pathname: string): boolean {
  return (
    user !== null &&
    user.profile.main_image === null &&
    alertAllowedOn('profilePhoto', pathname) &&
    !isDismissed(PROFILE_PHOTO_DISMISSAL)
  );
}

/** "Add a profile photo" (warning, dismissible), with the way to the member's profile. */
export function ProfilePhotoAlert() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  if (!needsProfilePhotoAlert(user, pathname)) return null;
  return (
    <DismissibleAlert
      variant="warning"
      label={t('profile_photo_alert.label')}
      text={t('profile_photo_alert.text')}
      action={{ to: paths.profile, label: t('profile_photo_alert.add') }}
      dismissalKey={PROFILE_PHOTO_DISMISSAL}
    />
  );
}
