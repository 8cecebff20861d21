import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backofficeRequest } from '@app/shared/backoffice';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';
import { formValues } from '@app/shared/backoffice';

/** Staff passwords are longer than members' (the API's acceptInvitationSchema). */
const STAFF_PASSWORD_MIN = 12;

/**
 * `/backoffice/invitation#<token>`, the link an owner's invitation mails: the new staff member
 * chooses a password; the second factor is set up at their first login. The token stays in the
 * fragment, never sent in a request line or a Referer.
 */
export function InvitationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [error, setError] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const token = window.location.hash.slice(1);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const password = value('password');
    setMismatch(password !== value('repeat'));
    if (password !== value('repeat')) return;
    setBusy(true);
    setError(null);
    try {
      await backofficeRequest('/invitation', { method: 'POST', body: { token, password } });
      setDone(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
      <PageTitle text={t('invitation.title')} />
      {done ? (
        <div className="alert alert-success" role="status">
          {t('invitation.done')} <Link to="/login">{t('invitation.to_login')}</Link>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <p>{t('invitation.text', { min: STAFF_PASSWORD_MIN })}</p>
          <ErrorAlert error={error} />
          <div className="mb-3">
            <label htmlFor="invitation-password" className="form-label">
              {t('invitation.password')}
            </label>
            <input
              id="invitation-password"
              name="password"
              type="password"
              className="form-control"
              autoComplete="new-password"
              minLength={STAFF_PASSWORD_MIN}
              required
            />
          </div>
          <div className="mb-3">
            <label htmlFor="invitation-repeat" className="form-label">
              {t('invitation.repeat')}
            </label>
            <input
              id="invitation-repeat"
              name="repeat"
              type="password"
              className={`form-control${mismatch ? ' is-invalid' : ''}`}
              autoComplete="new-password"
              required
              aria-describedby={mismatch ? 'invitation-mismatch' : undefined}
              aria-invalid={mismatch || undefined}
            />
            {mismatch && (
              <div id="invitation-mismatch" className="invalid-feedback">
                {t('invitation.mismatch')}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('invitation.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
