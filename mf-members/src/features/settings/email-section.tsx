import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector } from '@app/shared';
import { mailChangeFormSchema } from '@app/shared/contracts';
import { useRequestMailChangeMutation } from './api';
import { ErrorAlert, PasswordField, TextField } from '@app/shared/ui';
import { showServerFieldError, useContractForm, useFieldError } from '@app/shared/forms';
import { NAMESPACE } from '../../i18n';
import { Saved, SettingsSection } from './settings-section';

/**
 * Change the e-mail address: a link goes to the new address and the change happens when it is
 * used, so a typo cannot lock the member out.
 */
export function EmailSection() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const user = useAppSelector(selectUser);
  const [request, { isLoading, isSuccess, error, reset, originalArgs }] =
    useRequestMailChangeMutation();
  const form = useContractForm(mailChangeFormSchema, { email: '', password: '' });
  const fieldError = useFieldError(form);
  const [formError, setFormError] = useState(false);

  const submit = form.handleSubmit(async (change) => {
    reset();
    setFormError(false);
    const result = await request(change);
    if ('data' in result) form.resetField('password');
    else setFormError(!showServerFieldError(form, result.error, ['email', 'password']));
  });
  return (
    <SettingsSection id="settings-email" title={t('settings.email.title')}>
      <p className="text-body-secondary">
        {t('settings.email.current', { email: user?.email ?? '' })}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="row g-3">
        <div className="col-12 col-md-6">
          <TextField
            id="settings-new-email"
            type="email"
            autoComplete="email"
            label={t('settings.email.new')}
            {...form.register('email')}
            error={fieldError('email')}
          />
        </div>
        <div className="col-12 col-md-6">
          <PasswordField
            id="settings-email-password"
            label={t('settings.email.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={fieldError('password')}
          />
        </div>
        <div className="col-12">
          {formError && error && <ErrorAlert error={error} />}
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {t('settings.email.submit')}
          </button>
          {isSuccess && (
            <Saved>{t('settings.email.sent', { email: originalArgs?.email.trim() ?? '' })}</Saved>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
