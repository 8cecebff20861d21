import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import { paths } from '@app/shared/values';
import { passwordResetFormSchema } from '@app/shared/contracts';
import { ErrorAlert, TextField } from '@app/shared/ui';
import { useContractForm, useFieldError } from '@app/shared/forms';
import { useResetPasswordMutation } from './api';

/** /reset-password/do?token=…: choose the new password, typed twice (spec §5, §8). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const form = useContractForm(passwordResetFormSchema, { password: '', password_repeat: '' });
  const fieldError = useFieldError(form);
  const onSubmit = form.handleSubmit(async (passwords) => {
    await resetPassword({ token, ...passwords });
  });

  const linkDead = !!error && describeApiError(error).key === 'error.link_invalid';
  return (
    <div className="container py-5" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-3">{t('reset.do_title')}</h1>
      {isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('reset.done')} <Link to={paths.login}>{t('reset.log_in')}</Link>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {error && (
            <ErrorAlert error={error}>
              {linkDead && <Link to={paths.resetPassword}>{t('reset.new_link')}</Link>}
            </ErrorAlert>
          )}
          <TextField
            className="mb-3"
            id="reset-password"
            type="password"
            autoComplete="new-password"
            label={t('reset.new_password')}
            {...form.register('password')}
            error={fieldError('password')}
          />
          <TextField
            className="mb-3"
            id="reset-password-repeat"
            type="password"
            autoComplete="new-password"
            label={t('reset.repeat_password')}
            {...form.register('password_repeat')}
            error={fieldError('password_repeat')}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {t('reset.do_submit')}
          </button>
        </form>
      )}
    </div>
  );
}
