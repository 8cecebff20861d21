import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  BACKOFFICE_API,
  backofficeRequest,
  errorText,
  ScreenNotices,
  useBackofficeQuery,
  useFormat,
} from '@app/shared/backoffice';
import {
  mailingLanguages,
  type Mailing,
  type MailingLanguage,
  type MailingPreview,
} from '@app/shared/contracts';
import { ConfirmDialog } from '@app/shared/ui';
import { MAILINGS_NAMESPACE } from './mailings-i18n';
import { MailingStateBadge } from './mailing-state-badge';

/** How often a mailing under way is looked at again for its progress. */
const PROGRESS_EVERY_MS = 2_000;

/**
 * One mailing: what it is and for whom, its preview in each language, a test to oneself, then
 * Send (confirmed, with how many it goes to), its progress while it goes, Pause and Resume.
 */
export function MailingPage({ id }: { id: number }) {
  const { t } = useTranslation(MAILINGS_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const { data: loaded, error, reload } = useBackofficeQuery<Mailing>(`/mailings/${id}`);
  const [mailing, setMailing] = useState<Mailing | null>(null);
  const [said, setSaid] = useState((location.state as { said?: string } | null)?.said ?? '');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'send' | 'delete' | null>(null);
  const [sendCount, setSendCount] = useState<number | null>(null);
  const { dateTime, count } = useFormat();
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  useEffect(() => {
    if (loaded) setMailing(loaded);
  }, [loaded]);
  // While it goes, its progress is read again every few seconds.
  const going = mailing?.state === 'sending';
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(reload, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [going, reload]);

  if (!mailing)
    return (
      <section>
        <ScreenNotices said="" error={error} />
        {!error && <p role="status">{t('loading')}</p>}
      </section>
    );

  const act = async (path: string, done: string) => {
    setBusy(true);
    setFailure(null);
    setSaid('');
    try {
      setMailing(
        await backofficeRequest<Mailing>(`/mailings/${id}/${path}`, { method: 'POST', body: {} }),
      );
      setSaid(done);
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const askSend = async () => {
    setSendCount(null);
    setAsking('send');
    const answer = await backofficeRequest<{ count: number }>('/mailings/audience', {
      method: 'POST',
      body: { kind: mailing.kind, audience: mailing.audience },
    }).catch((refusal: unknown) => {
      setFailure(refusal);
      setAsking(null);
      return null;
    });
    if (answer) setSendCount(answer.count);
  };
  const remove = async () => {
    setBusy(true);
    try {
      await backofficeRequest(`/mailings/${id}`, { method: 'DELETE' });
      navigate('/mailings', { state: { said: t('page.deleted') } });
    } catch (refusal) {
      setFailure(refusal);
      setBusy(false);
      setAsking(null);
    }
  };

  const { audience } = mailing;
  const total = mailing.audience_count ?? 0;
  return (
    <section aria-labelledby="mailing-title">
      <p className="mb-2">
        <Link to="/mailings">{t('back')}</Link>
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 id="mailing-title" className="h3 mb-0">
          {mailing.name}
        </h1>
        <MailingStateBadge state={mailing.state} />
      </div>
      <dl className="row mb-3">
        <dt className="col-sm-3">{t('page.kind')}</dt>
        <dd className="col-sm-9">{t(`kinds.${mailing.kind}`)}</dd>
        <dt className="col-sm-3">{t('page.audience')}</dt>
        <dd className="col-sm-9">
          {[
            audience.countries.length > 0 ? audience.countries.join(', ') : t('page.every_country'),
            audience.niche === null ? null : t(`niches.${audience.niche}`),
            audience.paid === null ? null : t(`form.paid_${audience.paid}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </dd>
      </dl>
      <p className="text-body-secondary small">
        {t('page.created_by', {
          who: mailing.created_by ?? '—',
          when: dateTime(mailing.created_at),
        })}
      </p>
      <ScreenNotices said={said} error={failure} />
      {said && (
        <p className="alert alert-success" aria-hidden="true">
          {said}
        </p>
      )}

      {mailing.state !== 'draft' && (
        <div className="mb-3">
          <div
            className="progress"
            role="progressbar"
            aria-label={t('page.progress_label')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={mailing.sent}
          >
            <div
              className="progress-bar"
              style={{ width: `${total === 0 ? 100 : Math.round((mailing.sent / total) * 100)}%` }}
            />
          </div>
          <p className="mt-1 mb-0">
            {t('page.progress', {
              count: mailing.sent,
              sent: count(mailing.sent),
              total: count(total),
            })}
          </p>
          {mailing.bounced > 0 && (
            <p className="mb-0">{t('page.bounced', { count: mailing.bounced })}</p>
          )}
          {mailing.last_error && (
            <p className="text-danger mb-0">
              {t('page.last_error', { error: mailing.last_error })}
            </p>
          )}
          {mailing.finished_at && (
            <p className="mb-0">{t('page.finished', { when: dateTime(mailing.finished_at) })}</p>
          )}
        </div>
      )}

      <div className="d-flex flex-wrap gap-2 mb-4">
        {mailing.state === 'draft' && (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void askSend()}
            >
              {t('page.send')}
            </button>
            <Link to={`/mailings/${id}/edit`} className="btn btn-outline-primary">
              {t('page.edit')}
            </Link>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => setAsking('delete')}
            >
              {t('page.delete')}
            </button>
          </>
        )}
        {mailing.state === 'sending' && (
          <button
            type="button"
            className="btn btn-warning"
            disabled={busy}
            onClick={() => void act('pause', t('page.paused'))}
          >
            {t('page.pause')}
          </button>
        )}
        {mailing.state === 'paused' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void act('resume', t('page.resumed'))}
          >
            {t('page.resume')}
          </button>
        )}
      </div>

      <MailingPreviewPanel id={id} onSaid={setSaid} onFailure={setFailure} />

      {asking === 'send' && (
        <ConfirmDialog
          title={
            sendCount === null
              ? t('form.audience_counting')
              : t('page.send_confirm_title', { count: sendCount })
          }
          cancelLabel={t('page.keep')}
          confirmLabel={t('page.send_go')}
          danger={false}
          busy={busy || sendCount === null}
          onCancel={() => setAsking(null)}
          onConfirm={() => void act('send', t('page.started'))}
        >
          {t('page.send_confirm_text')}
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title={t('page.delete_confirm_title')}
          cancelLabel={t('page.keep')}
          confirmLabel={t('page.delete')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void remove()}
        >
          {t('page.delete_confirm_text')}
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * The mail as a member reading `language` gets it, in a frame that runs nothing, its plain-text
 * version beside it, and a test of it to one's own address.
 */
function MailingPreviewPanel({
  id,
  onSaid,
  onFailure,
}: {
  id: number;
  onSaid: (said: string) => void;
  onFailure: (failure: unknown) => void;
}) {
  const { t, i18n } = useTranslation(MAILINGS_NAMESPACE);
  const [language, setLanguage] = useState<MailingLanguage>(
    i18n.language.startsWith('fr') ? 'fr' : 'en',
  );
  const { data: preview, error } = useBackofficeQuery<MailingPreview>(
    `/mailings/${id}/preview?language=${language}`,
  );
  const [testing, setTesting] = useState(false);
  const test = async () => {
    setTesting(true);
    onFailure(null);
    try {
      const { to } = await backofficeRequest<{ to: string }>(`/mailings/${id}/test`, {
        method: 'POST',
        body: { language },
      });
      onSaid(t('page.test_sent', { to }));
    } catch (refusal) {
      onFailure(refusal);
    } finally {
      setTesting(false);
    }
  };
  return (
    <section aria-labelledby="mailing-preview-title">
      <h2 id="mailing-preview-title" className="h5">
        {t('page.preview')}
      </h2>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label htmlFor="mailing-preview-language" className="form-label">
            {t('page.preview_language')}
          </label>
          <select
            id="mailing-preview-language"
            className="form-select"
            value={language}
            onChange={(event) => setLanguage(event.target.value as MailingLanguage)}
          >
            {mailingLanguages.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={testing}
          onClick={() => void test()}
        >
          {t('page.test')}
        </button>
      </div>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {preview && (
        <>
          <p className="fw-semibold mb-1">{preview.subject}</p>
          <iframe
            title={t('page.preview_frame', { language: t(`languages.${language}`) })}
            // Nothing runs in it: the page's own policy allows no script at all (a sandbox
            // attribute would add nothing, and keeps tools that read the page, axe, out of it).
            src={`${BACKOFFICE_API}/mailings/${id}/preview.html?language=${language}`}
            className="w-100 border rounded bg-white"
            style={{ height: '24rem' }}
          />
          <details className="mt-2">
            <summary>{t('page.plain_text')}</summary>
            <pre className="border rounded p-2 bg-body-tertiary" style={{ whiteSpace: 'pre-wrap' }}>
              {preview.text}
            </pre>
          </details>
        </>
      )}
    </section>
  );
}
