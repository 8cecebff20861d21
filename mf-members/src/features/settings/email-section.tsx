import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector } from '@app/shared';
import { useRequestMailChangeMutation } from './api';
import { ErrorAlert, PasswordField, TextField } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { isFieldError, useFieldErrors } from './field-errors';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await request({ email, password });
    if ('data' in result) setPassword('');
  };

  const errorFor = useFieldErrors(error);
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errorFor('email')}
          />
        </div>
        <div className="col-12 col-md-6">
          <PasswordField
            id="settings-email-password"
            label={t('settings.email.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorFor('password')}
          />
        </div>
        <div className="col-12">
          {error && !isFieldError(error) && <ErrorAlert error={error} />}
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
