import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import {
  useGiveSecondFactorMutation,
  usePasskeyLoginMutation,
  usePasskeyOptionsMutation,
} from '@app/shared/bindings';
import { BusyButton, TextField } from '@app/shared/ui';

/**
 * The login's second step (issue 29 §4): the 6-digit code of the member's authenticator app, or
 * one of their recovery codes. Too many wrong codes, or too long a wait, and the password again.
 */
export function SecondFactorStep({
  onDone,
  onRestart,
}: {
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const [give, { isLoading, error }] = useGiveSecondFactorMutation();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const problem = error ? describeApiError(error) : null;
  const expired = problem?.key === 'error.second_factor_locked';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmpty(code.trim() === '');
    if (code.trim() === '') return;
    if ('data' in (await give({ code: code.trim() }))) onDone();
  };

  return (
    <div className="container py-5" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-3">{t('login.code_title')}</h1>
      <p className="text-body-secondary">{t('login.code_lead')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {problem && (
          <div className="alert alert-danger" role="alert">
            {t(`common:${problem.key}`, problem.params)}
          </div>
        )}
        <TextField
          className="mb-3"
          id="login-code"
          label={t('login.code')}
          autoComplete="one-time-code"
          inputMode="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={empty ? t('login.code_empty') : undefined}
          disabled={expired}
        />
        <BusyButton className="btn btn-primary w-100 mb-3" busy={isLoading} disabled={expired}>
          {t('login.code_submit')}
        </BusyButton>
      </form>
      <button type="button" className="btn btn-link px-0" onClick={onRestart}>
        {t('login.code_restart')}
      </button>
    </div>
  );
}

/**
 * "Log in with a passkey": the browser offers the passkeys it holds for this site and checks the
 * member (PIN, fingerprint, face) — no password, no code (issue 29 §4).
 */
export function PasskeyLoginButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const [options] = usePasskeyOptionsMutation();
  const [login, { error }] = usePasskeyLoginMutation();
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  const start = async () => {
    setBusy(true);
    setCancelled(false);
    try {
      const optionsJSON = await options({ purpose: 'login' }).unwrap();
      // Downloaded only by who uses a passkey.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({
        optionsJSON: optionsJSON as unknown as Parameters<
          typeof startAuthentication
        >[0]['optionsJSON'],
      }).catch(() => null);
      if (!response) {
        setCancelled(true);
        return;
      }
      if ('data' in (await login({ response }))) onDone();
    } catch {
      setCancelled(true);
    } finally {
      setBusy(false);
    }
  };
  const problem = error ? describeApiError(error) : null;

  return (
    <div className="mt-3">
      <BusyButton
        type="button"
        className="btn btn-outline-secondary w-100"
        busy={busy}
        onClick={() => void start()}
      >
        {t('login.passkey')}
      </BusyButton>
      {(problem || cancelled) && (
        <div className="alert alert-warning mt-2 mb-0" role="alert">
          {problem ? t(`common:${problem.key}`, problem.params) : t('login.passkey_cancelled')}
        </div>
      )}
    </div>
  );
}
