import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, selectSettings, useAppDispatch, useAppSelector } from '@app/shared';
import { selectSignupFinished, selectSignupStatus, signupOpened } from '@app/shared/bindings';
import { SignupButton } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';

/**
 * `/signup` and `/members/{id}/signup` (the featured profile): open the sign-up modal over a
 * short page; once the modal closes there is nothing left to do here.
 */
export function SignupPage() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const profileId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  const status = useAppSelector(selectSignupStatus);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectSettings)?.name ?? '';

  useEffect(() => {
    dispatch(signupOpened(profileId === undefined ? undefined : { profileId }));
  }, [dispatch, profileId]);

  // Closed here, the page has nothing left to show: on to the members area (or the landing).
  // Not when the sign-up finished: the modal leads the new member to the first matches itself.
  const finished = useAppSelector(selectSignupFinished);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (status !== 'closed') wasOpen.current = true;
    else if (wasOpen.current && !finished)
      navigate(loggedIn ? paths.members : '/', { replace: true });
  }, [status, finished, loggedIn, navigate]);

  return (
    <section className="container py-5 text-center" style={{ maxWidth: 540 }}>
      <h1 className="h3">{t('page.title', { name })}</h1>
      <p className="text-body-secondary">{t('page.text')}</p>
      <SignupButton className="btn btn-primary" profileId={profileId}>
        {t('page.open')}
      </SignupButton>
    </section>
  );
}
