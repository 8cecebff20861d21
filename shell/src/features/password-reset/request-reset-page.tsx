import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { passwordResetRequestFormSchema } from '@app/shared/contracts';
import { ErrorAlert, TextField } from '@app/shared/ui';
import { useContractForm, useFieldError } from '@app/shared/forms';
import { useRequestPasswordResetMutation } from './api';

/** /reset-password: ask for a link to choose a new password (spec §2, §8). */
export function RequestResetPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [requestReset, { isLoading, isSuccess, error }] = useRequestPasswordResetMutation();
  const form = useContractForm(passwordResetRequestFormSchema, { email: '' });
  const fieldError = useFieldError(form);
  const onSubmit = form.handleSubmit(async (request) => {
    await requestReset(request);
  });

  return (
    <div className="container py-5" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-3">{t('reset.request_title')}</h1>
      {isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('reset.request_sent')}
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="text-body-secondary">{t('reset.request_intro')}</p>
          {error && <ErrorAlert error={error} />}
          <TextField
            className="mb-3"
            id="reset-email"
            type="email"
            autoComplete="email"
            label={t('reset.email')}
            {...form.register('email')}
            error={fieldError('email')}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {t('reset.request_submit')}
          </button>
        </form>
      )}
      <p className="mt-4 text-center">
        <Link to={paths.login}>{t('reset.back_to_login')}</Link>
      </p>
    </div>
  );
}
