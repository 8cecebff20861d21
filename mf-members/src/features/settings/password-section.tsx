import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@app/shared/contracts';
import { useChangePasswordMutation } from './api';
import { ErrorAlert, PasswordField } from '@app/shared/ui';
import { showServerFieldError, useContractForm, useFieldError } from '@app/shared/forms';
import { NAMESPACE } from '../../i18n';
import { Saved, SettingsSection } from './settings-section';

const EMPTY = { old_password: '', new_password: '', new_password_repeat: '' };

/** Change the password: the old one, then the new one twice (spec §5 texts). */
export function PasswordSection() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [change, { isLoading, isSuccess, error, reset }] = useChangePasswordMutation();
  const form = useContractForm(passwordChangeFormSchema, EMPTY);
  const fieldError = useFieldError(form);
  const [formError, setFormError] = useState(false);

  const submit = form.handleSubmit(async ({ old_password, new_password }) => {
    reset();
    setFormError(false);
    const result = await change({ old_password, new_password });
    if ('data' in result) form.reset(EMPTY);
    else setFormError(!showServerFieldError(form, result.error, ['old_password', 'new_password']));
  });

  return (
    <SettingsSection id="settings-password" title={t('settings.password.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="row g-3">
        <div className="col-12 col-md-4">
          <PasswordField
            id="settings-old-password"
            label={t('settings.password.old')}
            autoComplete="current-password"
            {...form.register('old_password')}
            error={fieldError('old_password')}
          />
        </div>
        <div className="col-12 col-md-4">
          <PasswordField
            id="settings-new-password"
            label={t('settings.password.new')}
            autoComplete="new-password"
            {...form.register('new_password')}
            error={fieldError('new_password')}
          />
        </div>
        <div className="col-12 col-md-4">
          <PasswordField
            id="settings-repeat-password"
            label={t('settings.password.repeat')}
            autoComplete="new-password"
            {...form.register('new_password_repeat')}
            error={fieldError('new_password_repeat')}
          />
        </div>
        <div className="col-12">
          {formError && error && <ErrorAlert error={error} />}
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {t('settings.password.submit')}
          </button>
          {isSuccess && <Saved>{t('settings.password.saved')}</Saved>}
        </div>
      </form>
    </SettingsSection>
  );
}
