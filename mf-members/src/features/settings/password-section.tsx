import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@app/shared/values';
import { useChangePasswordMutation } from './api';
import { ErrorAlert, PasswordField } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { isFieldError, useFieldErrors } from './field-errors';
import { Saved, SettingsSection } from './settings-section';

/** Change the password: the old one, then the new one twice (spec §5 texts). */
export function PasswordSection() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [change, { isLoading, isSuccess, error, reset }] = useChangePasswordMutation();
  const [values, setValues] = useState({ old: '', next: '', repeat: '' });
  const [problems, setProblems] = useState<{ short?: boolean; differ?: boolean }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const found = {
      short: [...values.next].length < PASSWORD_MIN_LENGTH,
      differ: values.next !== values.repeat,
    };
    setProblems(found);
    if (found.short || found.differ) return;
    const result = await change({ old_password: values.old, new_password: values.next });
    if ('data' in result) setValues({ old: '', next: '', repeat: '' });
  };

  const errorFor = useFieldErrors(error);
  const set = (key: keyof typeof values) => (value: string) =>
    setValues({ ...values, [key]: value });

  return (
    <SettingsSection id="settings-password" title={t('settings.password.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="row g-3">
        <div className="col-12 col-md-4">
          <PasswordField
            id="settings-old-password"
            label={t('settings.password.old')}
            autoComplete="current-password"
            value={values.old}
            onChange={(event) => set('old')(event.target.value)}
            error={errorFor('old_password')}
          />
        </div>
        <div className="col-12 col-md-4">
          <PasswordField
            id="settings-new-password"
            label={t('settings.password.new')}
            autoComplete="new-password"
            value={values.next}
            onChange={(event) => set('next')(event.target.value)}
            error={problems.short ? t('common:error.password_invalid') : errorFor('new_password')}
          />
        </div>
        <div className="col-12 col-md-4">
          <PasswordField
            id="settings-repeat-password"
            label={t('settings.password.repeat')}
            autoComplete="new-password"
            value={values.repeat}
            onChange={(event) => set('repeat')(event.target.value)}
            error={problems.differ ? t('common:error.passwords_differ') : null}
          />
        </div>
        <div className="col-12">
          {error && !isFieldError(error) && <ErrorAlert error={error} />}
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {t('settings.password.submit')}
          </button>
          {isSuccess && <Saved>{t('settings.password.saved')}</Saved>}
        </div>
      </form>
    </SettingsSection>
  );
}
