import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@app/shared/ui';
import { useGetOutboxQuery } from './api';

/**
 * /outbox: the mails the product "sent" in the embedded default, with their links, so a person
 * trying the product can confirm an address or reset a password without a mail server.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation('shell');
  const { data: mails, isLoading, isError, refetch } = useGetOutboxQuery();
  if (isLoading) return <PageSpinner />;
  return (
    <section className="container py-4">
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h1 className="h3 mb-0">{t('outbox.title')}</h1>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => refetch()}>
          {t('outbox.refresh')}
        </button>
      </div>
      {isError && <p className="alert alert-info">{t('outbox.unavailable')}</p>}
      {mails?.length === 0 && <p className="text-body-secondary">{t('outbox.empty')}</p>}
      <ol className="list-unstyled">
        {mails?.map((mail) => (
          <li key={mail.id} className="card mb-3">
            <article className="card-body" aria-labelledby={`mail-${mail.id}`}>
              <h2 id={`mail-${mail.id}`} className="h5 card-title">
                {mail.subject}
              </h2>
              <p className="card-subtitle text-body-secondary small mb-2">
                {t('outbox.to', { to: mail.to })} ·{' '}
                {new Date(mail.sent_at).toLocaleString(i18n.language)}
              </p>
              <pre className="small mb-2" style={{ whiteSpace: 'pre-wrap' }}>
                {mail.text}
              </pre>
              {mail.links.map((link) => (
                <a key={link} href={link} className="d-block text-break">
                  {link}
                </a>
              ))}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
