import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest } from '@app/shared/backoffice';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';
import { CodeField } from './code-field';
import { formValues } from '@app/shared/backoffice';

interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/**
 * The first login sets up the second factor: scan the QR code (or type the secret), give a code
 * to prove it works, then keep the recovery codes, shown this once.
 */
export function EnrolStep({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation(NAMESPACE);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    backofficeRequest<Enrolment>('/totp/enrolment', { method: 'POST', body: {} }).then(
      setEnrolment,
      setError,
    );
  }, []);
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formValues(event.currentTarget)('code');
    setBusy(true);
    setError(null);
    try {
      const { recovery_codes } = await backofficeRequest<{ recovery_codes: string[] }>(
        '/totp/confirmation',
        { method: 'POST', body: { code } },
      );
      setCodes(recovery_codes);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (codes)
    return (
      <section>
        <PageTitle text={t('enrol.codes_title')} />
        <p>{t('enrol.codes_text')}</p>
        <ul className="list-unstyled font-monospace fs-5" aria-label={t('enrol.codes_title')}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className="btn btn-primary" onClick={() => void onDone()}>
          {t('enrol.codes_saved')}
        </button>
      </section>
    );
  return (
    <form onSubmit={(event) => void confirm(event)}>
      <PageTitle text={t('enrol.title')} />
      <p>{t('enrol.text')}</p>
      <ErrorAlert error={error} />
      {enrolment ? (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={t('enrol.qr_alt')}
            width={200}
            height={200}
            className="d-block mb-3 border"
          />
          <p className="small">
            {t('enrol.secret')}{' '}
            <code className="user-select-all" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <CodeField label={t('enrol.code')} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('enrol.confirm')}
          </button>
        </>
      ) : (
        !error && (
          <div className="spinner-border" role="status">
            <span className="visually-hidden">{t('common:loading')}</span>
          </div>
        )
      )}
    </form>
  );
}
