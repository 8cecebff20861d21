import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../config/return-to';
import { paths } from '../config/routes';
import { SignupButton } from './signup-button';

/** For a visitor on a screen that needs an account (spec §6): say so and offer the way in. */
export function LoginRequired() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <section className="container py-5 text-center" aria-labelledby="login-required-title">
      <h1 id="login-required-title" className="h4">
        {t('login_required.title')}
      </h1>
      <p className="text-body-secondary">{t('login_required.text')}</p>
      <div className="d-flex justify-content-center gap-2">
        <Link to={loginPathFor(paths.login, pathname + search)} className="btn btn-primary">
          {t('login_required.login')}
        </Link>
        <SignupButton className="btn btn-outline-primary">
          {t('login_required.signup')}
        </SignupButton>
      </div>
    </section>
  );
}
