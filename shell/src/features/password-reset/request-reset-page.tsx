import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { ErrorAlert, TextField } from '@app/shared/ui';
import { useRequestPasswordResetMutation } from './api';

/** A deliberately loose check: the server has the last word, this only catches typos early. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** /reset-password: ask for a link to choose a new password (spec §2, §8). */
export function RequestResetPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [requestReset, { isLoading, isSuccess, error }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = !looksLikeEmail(email.trim());
    setInvalid(bad);
    if (!bad) await requestReset({ email: email.trim() });
  };

  return (
    <div className="container py-5" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-3">{t('reset.request_title')}</h1>
      {isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('reset.request_sent')}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="text-body-secondary">{t('reset.request_intro')}</p>
          {error && <ErrorAlert error={error} />}
          <TextField
            className="mb-3"
            id="reset-email"
            name="email"
            type="email"
            autoComplete="email"
            label={t('reset.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid ? t('reset.invalid_email') : null}
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
