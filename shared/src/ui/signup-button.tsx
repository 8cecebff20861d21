import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/routes';
import { useAppDispatch, useAppSelector } from '@app/shared';
import { selectSignupUnavailable, signupOpened } from '@app/shared/bindings';

/**
 * Every "Sign up" call to action (spec §2): opens the sign-up modal in place, for the featured
 * profile when one is given. A link underneath, so it still works opened in a new tab. When the
 * sign-up part could not be loaded it says so instead of doing nothing.
 */
export function SignupButton({
  className,
  profileId,
  children,
}: {
  className?: string;
  profileId?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const unavailable = useAppSelector(selectSignupUnavailable);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dispatch(signupOpened(profileId === undefined ? undefined : { profileId }));
  };
  return (
    <Link
      to={profileId === undefined ? paths.signup : `/members/${profileId}/signup`}
      className={className}
      onClick={open}
      aria-disabled={unavailable || undefined}
      data-signup-unavailable={unavailable || undefined}
    >
      {unavailable ? t('signup_unavailable') : children}
    </Link>
  );
}
