import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, describeApiError, returnTarget } from '@app/shared/utils';
import { paths, RETURN_TO_PARAM } from '@app/shared/values';
import { loginRequestSchema } from '@app/shared/contracts';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useLoginMutation } from '@app/shared/bindings';
import { PasskeyLoginButton, SecondFactorStep } from './second-factor';
import { PasswordField, SignupButton, TextField, BusyButton } from '@app/shared/ui';
import { useContractForm, useFieldError } from '@app/shared/forms';

/**
 * /login: e-mail (or username) and password; on success back to the page the visitor asked for
 * (`?next=`), else the members route (§4). An account with a second factor is asked for its
 * code next; a passkey logs in without either (issue 29 §4).
 */
export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const target = returnTarget(searchParams.get(RETURN_TO_PARAM));
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [askCode, setAskCode] = useState(false);
  const form = useContractForm(loginRequestSchema, { email: '', password: '' });
  const fieldError = useFieldError(form);

  if (loggedIn && !isLoading) return <Navigate to={target} replace />;

  const onSubmit = form.handleSubmit(async (credentials) => {
    const result = await login(credentials);
    if ('data' in result) navigate(target);
    else if (apiErrorCode(result.error) === 'second_factor_required') setAskCode(true);
  });

  const problem = error ? describeApiError(error) : null;
  if (askCode)
    return (
      <SecondFactorStep
        onDone={() => navigate(target)}
        onRestart={() => {
          reset();
          setAskCode(false);
        }}
      />
    );

  return (
    <div className="container py-5" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-4">{t('login.title')}</h1>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-describedby={problem ? 'login-error' : undefined}
      >
        {problem && (
          <div id="login-error" className="alert alert-danger" role="alert">
            {t(`common:${problem.key}`, problem.params)}
            {typeof problem.params.appeal === 'string' && (
              <>
                {' '}
                <Link to={`${paths.appeal}#${problem.params.appeal}`}>{t('login.appeal')}</Link>
              </>
            )}
            {problem.key === 'error.login_locked' && (
              <>
                {' '}
                <Link to={paths.resetPassword}>{t('login.reset_after_lock')}</Link>
              </>
            )}
          </div>
        )}
        <TextField
          className="mb-3"
          id="login-email"
          type="text"
          inputMode="email"
          autoComplete="username"
          label={t('login.email')}
          {...form.register('email')}
          error={fieldError('email')}
        />
        <PasswordField
          className="mb-3"
          id="login-password"
          autoComplete="current-password"
          label={t('login.password')}
          {...form.register('password')}
          error={fieldError('password')}
          aside={
            <Link className="small" to={paths.resetPassword}>
              {t('login.forgot')}
            </Link>
          }
        />
        <BusyButton className="btn btn-primary w-100" busy={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </BusyButton>
      </form>
      <PasskeyLoginButton onDone={() => navigate(target)} />
      <p className="mt-4 text-center">
        {t('login.no_account')} <SignupButton>{t('login.signup')}</SignupButton>
      </p>
    </div>
  );
}
