import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import { PASSWORD_MIN_LENGTH, paths } from '@app/shared/values';
import { ErrorAlert, TextField } from '@app/shared/ui';
import { useResetPasswordMutation } from './api';

/** /reset-password/do?token=…: choose the new password, typed twice (spec §5, §8). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ short?: boolean; differ?: boolean }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      short: [...password].length < PASSWORD_MIN_LENGTH,
      differ: password !== repeat,
    };
    setProblems(found);
    if (found.short || found.differ) return;
    await resetPassword({ token, password, password_repeat: repeat });
  };

  const linkDead = !!error && describeApiError(error).key === 'error.link_invalid';
  return (
    <div className="container py-5" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-3">{t('reset.do_title')}</h1>
      {isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('reset.done')} <Link to={paths.login}>{t('reset.log_in')}</Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {error && (
            <ErrorAlert error={error}>
              {linkDead && <Link to={paths.resetPassword}>{t('reset.new_link')}</Link>}
            </ErrorAlert>
          )}
          <TextField
            className="mb-3"
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('reset.new_password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problems.short ? t('reset.too_short', { min: PASSWORD_MIN_LENGTH }) : null}
          />
          <TextField
            className="mb-3"
            id="reset-password-repeat"
            name="password_repeat"
            type="password"
            autoComplete="new-password"
            label={t('reset.repeat_password')}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={problems.differ ? t('common:error.passwords_differ') : null}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {t('reset.do_submit')}
          </button>
        </form>
      )}
    </div>
  );
}
