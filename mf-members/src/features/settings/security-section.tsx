import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasskeyOptionsMutation } from '@app/shared/bindings';
import type { AccountSecurity, MemberTotpEnrolment } from '@app/shared/contracts';
import { BusyButton, ErrorAlert, PageSpinner, PasswordField, TextField } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import {
  useAddPasskeyMutation,
  useGetAccountSecurityQuery,
  useRemovePasskeyMutation,
  useRenewRecoveryCodesMutation,
  useStartTotpMutation,
  useTurnOffTotpMutation,
  useTurnOnTotpMutation,
} from './api';
import { Saved, SettingsSection } from './settings-section';

/**
 * How the member logs in (issue 29 §4): passkeys — the device's own lock instead of a password —
 * and a code from an authenticator app as a second step after the password, with recovery codes
 * for a lost phone. Each change asks for the password and logs out every other device.
 */
export function SecuritySection() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, refetch } = useGetAccountSecurityQuery();
  return (
    <SettingsSection id="settings-security" title={t('settings.security.title')}>
      <p className="text-body-secondary">{t('settings.security.lead')}</p>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Passkeys security={data} />
          <hr />
          <AuthenticatorApp security={data} />
        </>
      )}
    </SettingsSection>
  );
}

function Passkeys({ security }: { security: AccountSecurity }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [options] = usePasskeyOptionsMutation();
  const [add, adding] = useAddPasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ name?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [said, setSaid] = useState('');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = { name: name.trim() === '', password: password === '' };
    setMissing(blank);
    setSaid('');
    setCancelled(false);
    if (blank.name || blank.password) return;
    setBusy(true);
    try {
      const optionsJSON = await options({ purpose: 'register' }).unwrap();
      // Downloaded only by who adds a passkey.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({
        optionsJSON: optionsJSON as unknown as Parameters<
          typeof startRegistration
        >[0]['optionsJSON'],
      }).catch(() => null);
      if (!response) return setCancelled(true);
      const result = await add({ name: name.trim(), password, response });
      if ('data' in result) {
        setSaid(t('settings.security.passkey_added', { name: name.trim() }));
        setName('');
        setPassword('');
      }
    } catch {
      setCancelled(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="security-passkeys">
      <h3 id="security-passkeys" className="h6">
        {t('settings.security.passkeys')}
      </h3>
      <p className="small text-body-secondary">{t('settings.security.passkeys_lead')}</p>
      {security.passkeys.length > 0 && (
        <ul className="list-group mb-3" aria-label={t('settings.security.passkeys')}>
          {security.passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="list-group-item d-flex flex-wrap align-items-center gap-2"
            >
              <span className="me-auto">
                <span className="fw-semibold">{passkey.name}</span>
                <span className="small text-body-secondary d-block">
                  {passkey.last_used_at
                    ? t('settings.security.passkey_used', {
                        when: when.format(new Date(passkey.last_used_at)),
                      })
                    : t('settings.security.passkey_created', {
                        when: when.format(new Date(passkey.created_at)),
                      })}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={removing.isLoading}
                aria-label={t('settings.security.passkey_remove_name', { name: passkey.name })}
                onClick={() => void remove(passkey.id)}
              >
                {t('settings.security.passkey_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="row g-2 align-items-start"
        >
          <div className="col-12 col-md-4">
            <TextField
              id="passkey-name"
              label={t('settings.security.passkey_name')}
              placeholder={t('settings.security.passkey_name_hint')}
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={missing.name ? t('settings.security.passkey_name_missing') : undefined}
            />
          </div>
          <div className="col-12 col-md-4">
            <PasswordField
              id="passkey-password"
              label={t('settings.security.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={missing.password ? t('settings.security.password_missing') : undefined}
            />
          </div>
          <div className="col-12 col-md-4 pt-md-4 mt-md-2">
            <BusyButton className="btn btn-outline-primary w-100" busy={busy}>
              {t('settings.security.passkey_add')}
            </BusyButton>
          </div>
        </form>
      ) : (
        <p className="small mb-0">{t('settings.security.passkeys_unsupported')}</p>
      )}
      {cancelled && (
        <div className="alert alert-warning py-2 mt-3 mb-0" role="alert">
          {t('settings.security.passkey_cancelled')}
        </div>
      )}
      {adding.error && !busy && <ErrorAlert error={adding.error} />}
      {removing.error && <ErrorAlert error={removing.error} />}
      {said && <Saved>{said}</Saved>}
    </section>
  );
}

function AuthenticatorApp({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation(NAMESPACE);
  const [start, starting] = useStartTotpMutation();
  const [turnOn, turningOn] = useTurnOnTotpMutation();
  const [turnOff, turningOff] = useTurnOffTotpMutation();
  const [renew, renewing] = useRenewRecoveryCodesMutation();
  const [enrolment, setEnrolment] = useState<MemberTotpEnrolment | null>(null);
  // The codes, shown this once: after turning TOTP on, or renewed.
  const [recoveryCodes, setRecoveryCodes] = useState<{
    codes: string[];
    renewed: boolean;
  } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ code?: boolean; password?: boolean }>({});
  const [turnedOff, setTurnedOff] = useState(false);

  const begin = async () => {
    setTurnedOff(false);
    const result = await start();
    if (result.data) setEnrolment(result.data);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const blank = { code: !/^\d{6}$/.test(code.trim()), password: password === '' };
    setMissing(blank);
    if (blank.code || blank.password) return;
    const result = await turnOn({ code: code.trim(), password });
    if (result.data) {
      setRecoveryCodes({ codes: result.data.recovery_codes, renewed: false });
      setEnrolment(null);
      setCode('');
      setPassword('');
    }
  };
  const stop = async (event: FormEvent) => {
    event.preventDefault();
    setMissing({ password: password === '' });
    if (password === '') return;
    const result = await turnOff({ password });
    if ('data' in result) {
      setPassword('');
      setRecoveryCodes(null);
      setTurnedOff(true);
    }
  };
  const renewCodes = async () => {
    setMissing({ password: password === '' });
    if (password === '') return;
    const result = await renew({ password });
    if (result.data) {
      setRecoveryCodes({ codes: result.data.recovery_codes, renewed: true });
      setPassword('');
    }
  };
  const passwordField = (
    <PasswordField
      id="totp-password"
      label={t('settings.security.password')}
      autoComplete="current-password"
      value={password}
      onChange={(event) => setPassword(event.target.value)}
      error={missing.password ? t('settings.security.password_missing') : undefined}
    />
  );

  return (
    <section aria-labelledby="security-totp">
      <h3 id="security-totp" className="h6">
        {t('settings.security.totp')}
      </h3>
      <p className="small text-body-secondary">{t('settings.security.totp_lead')}</p>
      {recoveryCodes && (
        <div className="alert alert-success" role="status">
          <p className="fw-semibold mb-2">
            {recoveryCodes.renewed
              ? t('settings.security.recovery_renewed')
              : t('settings.security.totp_on_now')}
          </p>
          <p className="mb-2">{t('settings.security.recovery_codes_lead')}</p>
          <ul
            className="list-unstyled font-monospace row row-cols-2 mb-0"
            aria-label={t('settings.security.recovery_codes')}
          >
            {recoveryCodes.codes.map((recovery) => (
              <li key={recovery} className="col">
                {recovery}
              </li>
            ))}
          </ul>
        </div>
      )}
      {security.totp ? (
        <form
          onSubmit={(event) => void stop(event)}
          noValidate
          className="row g-2 align-items-start"
        >
          <p className="mb-1">
            <span className="badge text-bg-success me-2">{t('settings.security.totp_on')}</span>
            {t('settings.security.recovery_left', { count: security.recovery_codes_left })}
          </p>
          <div className="col-12 col-md-5">{passwordField}</div>
          <div className="col-12 col-md-7 pt-md-4 mt-md-2 d-flex flex-wrap gap-2">
            <BusyButton className="btn btn-outline-danger" busy={turningOff.isLoading}>
              {t('settings.security.totp_turn_off')}
            </BusyButton>
            <BusyButton
              type="button"
              className="btn btn-outline-secondary"
              busy={renewing.isLoading}
              onClick={() => void renewCodes()}
            >
              {t('settings.security.recovery_renew')}
            </BusyButton>
          </div>
          {turningOff.error && <ErrorAlert error={turningOff.error} />}
          {renewing.error && <ErrorAlert error={renewing.error} />}
        </form>
      ) : enrolment ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <ol className="ps-3">
            <li className="mb-2">
              {t('settings.security.totp_scan')}
              <div className="d-flex flex-wrap gap-3 align-items-center mt-2">
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
                  alt={t('settings.security.totp_qr')}
                  width={160}
                  height={160}
                  className="border rounded bg-white"
                />
                <div className="small">
                  {t('settings.security.totp_secret')}
                  <code className="d-block text-break user-select-all">{enrolment.secret}</code>
                </div>
              </div>
            </li>
            <li>{t('settings.security.totp_enter')}</li>
          </ol>
          <div className="row g-2 align-items-start">
            <div className="col-12 col-md-4">
              <TextField
                id="totp-code"
                label={t('settings.security.totp_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={missing.code ? t('settings.security.totp_code_missing') : undefined}
              />
            </div>
            <div className="col-12 col-md-4">{passwordField}</div>
            <div className="col-12 col-md-4 pt-md-4 mt-md-2">
              <BusyButton className="btn btn-primary w-100" busy={turningOn.isLoading}>
                {t('settings.security.totp_turn_on')}
              </BusyButton>
            </div>
          </div>
          {turningOn.error && <ErrorAlert error={turningOn.error} />}
        </form>
      ) : (
        <BusyButton
          type="button"
          className="btn btn-outline-primary"
          busy={starting.isLoading}
          onClick={() => void begin()}
        >
          {t('settings.security.totp_set_up')}
        </BusyButton>
      )}
      {starting.error && <ErrorAlert error={starting.error} />}
      {turnedOff && <Saved>{t('settings.security.totp_off_now')}</Saved>}
    </section>
  );
}
