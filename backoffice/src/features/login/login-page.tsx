import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { backofficeRequest } from '@app/shared/backoffice';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { useStaff } from '../../hooks/use-staff';
import { NAMESPACE } from '../../i18n';
import { EnrolStep } from './enrol-step';
import { CodeField } from './code-field';
import { formValues } from '@app/shared/backoffice';

type Step = 'password' | 'enrol' | 'second_factor';

/**
 * The back office's login (issue 26 §2): the password, then the second factor — set up on the
 * first login (TOTP with its QR code and recovery codes), asked on every other one. No session
 * opens anything before the second factor is given.
 */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const { staff, refresh } = useStaff();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('password');
  const [passkey, setPasskey] = useState(false);
  const done = async () => {
    await refresh();
    void navigate('/', { replace: true });
  };
  if (staff && step === 'password') return <Navigate to="/" replace />;
  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
      {step === 'password' && (
        <PasswordStep
          onNext={(next, hasPasskey) => {
            setPasskey(hasPasskey);
            setStep(next);
          }}
        />
      )}
      {step === 'second_factor' && <SecondFactorStep onDone={done} passkey={passkey} />}
      {step === 'enrol' && <EnrolStep onDone={done} />}
      <p className="small text-body-secondary mt-4">{t('login.staff_only')}</p>
    </main>
  );
}

function PasswordStep({ onNext }: { onNext: (step: Step, passkey: boolean) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { next, passkey } = await backofficeRequest<{ next: Step; passkey: boolean }>(
        '/login',
        {
          method: 'POST',
          body: { email: value('email'), password: value('password') },
        },
      );
      onNext(next, passkey);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate={false}>
      <PageTitle text={t('login.title')} />
      <ErrorAlert error={error} />
      <div className="mb-3">
        <label htmlFor="staff-email" className="form-label">
          {t('login.email')}
        </label>
        <input
          id="staff-email"
          name="email"
          type="email"
          className="form-control"
          autoComplete="username"
          required
        />
      </div>
      <div className="mb-3">
        <label htmlFor="staff-password" className="form-label">
          {t('login.password')}
        </label>
        <input
          id="staff-password"
          name="password"
          type="password"
          className="form-control"
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}

function SecondFactorStep({ onDone, passkey }: { onDone: () => Promise<void>; passkey: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => document.getElementById('second-factor-code')?.focus(), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formValues(event.currentTarget)('code');
    setBusy(true);
    setError(null);
    try {
      await backofficeRequest('/second-factor', { method: 'POST', body: { code } });
      await onDone();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await backofficeRequest<PublicKeyCredentialRequestOptionsJSON>(
        '/second-factor/passkey/options',
        { method: 'POST', body: {} },
      );
      // Downloaded only by who uses a passkey.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON });
      await backofficeRequest('/second-factor/passkey', { method: 'POST', body: { response } });
      await onDone();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <PageTitle text={t('login.second_factor_title')} />
      <ErrorAlert error={error} />
      {passkey && (
        <>
          <button
            type="button"
            className="btn btn-primary mb-3"
            disabled={busy}
            onClick={() => void withPasskey()}
          >
            {t('login.use_passkey')}
          </button>
          <p className="text-body-secondary">{t('login.or_code')}</p>
        </>
      )}
      <CodeField label={t('login.code')} />
      <button
        type="submit"
        className={`btn ${passkey ? 'btn-outline-primary' : 'btn-primary'}`}
        disabled={busy}
      >
        {t('login.verify')}
      </button>
    </form>
  );
}
