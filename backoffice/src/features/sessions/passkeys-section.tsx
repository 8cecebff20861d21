import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { backofficeRequest, formValues, useBackofficeQuery } from '@app/shared/backoffice';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';
import { useFormat } from '@app/shared/backoffice';

interface Passkeys {
  passkeys: { id: number; name: string; created_at: string; last_used_at: string | null }[];
}

/**
 * The staff member's passkeys (issue 26 §2): the stronger second factor, added on this device
 * (the browser asks the authenticator), named, removed.
 */
export function PasskeysSection() {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const { data, error, reload } = useBackofficeQuery<Passkeys>('/passkeys');
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = formValues(form)('name');
    setFailure(null);
    setBusy(true);
    try {
      const optionsJSON = await backofficeRequest<PublicKeyCredentialCreationOptionsJSON>(
        '/passkeys/options',
        { method: 'POST', body: {} },
      );
      // Downloaded only by who adds a passkey.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON });
      await backofficeRequest('/passkeys', { method: 'POST', body: { name, response } });
      setSaid(t('passkeys.added', { name }));
      form.reset();
      reload();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    setFailure(null);
    await backofficeRequest(`/passkeys/${id}`, { method: 'DELETE' }).catch(setFailure);
    reload();
  };

  return (
    <section className="mt-4" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="h4">
        {t('passkeys.title')}
      </h2>
      <p>{t('passkeys.text')}</p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <ErrorAlert error={error ?? failure} />
      {data && data.passkeys.length > 0 && (
        <ul className="list-group mb-3" style={{ maxWidth: 640 }}>
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="list-group-item d-flex align-items-center gap-2">
              <span className="me-auto">
                {passkey.name} ·{' '}
                {passkey.last_used_at
                  ? t('passkeys.used', { at: dateTime(passkey.last_used_at) })
                  : t('passkeys.added_on', { at: dateTime(passkey.created_at) })}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('passkeys.remove_label', { name: passkey.name })}
                onClick={() => void remove(passkey.id)}
              >
                {t('passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="d-flex gap-2 align-items-end" onSubmit={(event) => void add(event)}>
        <div>
          <label htmlFor="passkey-name" className="form-label">
            {t('passkeys.name')}
          </label>
          <input id="passkey-name" name="name" className="form-control" maxLength={60} required />
        </div>
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {t('passkeys.add')}
        </button>
      </form>
    </section>
  );
}
