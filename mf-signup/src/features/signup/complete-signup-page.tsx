import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { LoginRequired } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { ProfileSteps } from './profile-steps';

/**
 * `/complete-signup`: an account made elsewhere (a lander's short form) fills in its profile
 * with the same steps as the sign-up modal, then meets its first matches.
 */
export function CompleteSignupPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <LoginRequired />;
  return (
    <section className="container py-4" style={{ maxWidth: 720 }} aria-labelledby="complete-title">
      <h1 id="complete-title" className="h3">
        {t('complete.title')}
      </h1>
      <p className="text-body-secondary">{t('complete.lead')}</p>
      <div className="card">
        <div className="card-body">
          <ProfileSteps onFinished={() => navigate(paths.signupMatches)} />
        </div>
      </div>
    </section>
  );
}
