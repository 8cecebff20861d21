import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@app/shared/ui';
import { useGetOutboxQuery } from './api';

/**
 * /outbox: the mails and text messages the product "sent" in the embedded default, mails with
 * their links, so a person trying the product can confirm an address, reset a password or sign
 * a direct debit without a mail server or an SMS provider.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, isError, refetch } = useGetOutboxQuery();
  const mails = data?.mails;
  const texts = data?.texts ?? [];
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
      {texts.length > 0 && (
        <section aria-labelledby="outbox-texts" className="mb-4">
          <h2 id="outbox-texts" className="h5">
            {t('outbox.texts')}
          </h2>
          <ol className="list-unstyled">
            {texts.map((text) => (
              <li key={text.id} className="card mb-2">
                <div className="card-body py-2">
                  <p className="text-body-secondary small mb-1">
                    {t('outbox.to', { to: text.to })} ·{' '}
                    {new Date(text.sent_at).toLocaleString(i18n.language)}
                  </p>
                  <p className="mb-0">{text.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {mails?.length === 0 && texts.length === 0 && (
        <p className="text-body-secondary">{t('outbox.empty')}</p>
      )}
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
