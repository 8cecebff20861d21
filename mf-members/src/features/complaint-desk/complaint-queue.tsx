import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  backofficeRequest,
  errorText,
  formValues,
  ScreenNotices,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import {
  complaintStatuses,
  type ComplaintDetail,
  type ComplaintStatus,
} from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

interface Queue {
  counts: Record<ComplaintStatus, number>;
  complaints: {
    id: number;
    subject: string;
    status: ComplaintStatus;
    email: string;
    user_id: number | null;
    created_at: string;
    replies: number;
  }[];
}

/** How long ago, in the largest whole unit. */
function since(iso: string, language: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  const format = (value: number, unit: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (minutes < 60) return format(minutes, 'minute');
  if (minutes < 24 * 60) return format(Math.floor(minutes / 60), 'hour');
  return format(Math.floor(minutes / (24 * 60)), 'day');
}

/**
 * Complaints (issue 26 §4), for support: a queue by status — new and waiting for the member
 * first, oldest first, with the time since each arrived — and each complaint's thread, answered
 * by mail from here. `/backoffice/complaints/<number>` is one complaint, by the number the
 * member has.
 */
export default function ComplaintQueue() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const location = useLocation();
  const id = /^\/complaints\/(\d+)/.exec(location.pathname)?.[1];
  const status = new URLSearchParams(location.search).get('status') as ComplaintStatus | null;
  const { data, error } = useBackofficeQuery<Queue>(
    `/complaints${status ? `?status=${status}` : ''}`,
  );
  if (id) return <ComplaintThread id={Number(id)} />;
  return (
    <section aria-labelledby="complaints-title">
      <h1 id="complaints-title" className="h3">
        {t('complaint_desk.title')}
      </h1>
      <nav aria-label={t('complaint_desk.by_status')} className="mb-3">
        <ul className="nav nav-pills">
          <li className="nav-item">
            <Link
              className={`nav-link${status ? '' : ' active'}`}
              aria-current={status ? undefined : 'page'}
              to="/complaints"
            >
              {t('complaint_desk.open')}
            </Link>
          </li>
          {complaintStatuses.map((name) => (
            <li className="nav-item" key={name}>
              <Link
                className={`nav-link${status === name ? ' active' : ''}`}
                aria-current={status === name ? 'page' : undefined}
                to={`/complaints?status=${name}`}
              >
                {t(`complaint_desk.statuses.${name}`)}{' '}
                <span className="badge text-bg-light">{data?.counts[name] ?? ''}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {data?.complaints.length === 0 && <p>{t('complaint_desk.none')}</p>}
      <ul className="list-group">
        {data?.complaints.map((complaint) => (
          <li className="list-group-item" key={complaint.id}>
            <Link to={`/complaints/${complaint.id}`}>
              {t('complaint_desk.number', { id: complaint.id })} ·{' '}
              {t(`complaint_desk.subjects.${complaint.subject}`, {
                defaultValue: complaint.subject,
              })}
            </Link>{' '}
            · {complaint.email} · {t(`complaint_desk.statuses.${complaint.status}`)} ·{' '}
            {t('complaint_desk.since', { age: since(complaint.created_at, i18n.language) })}
            {complaint.replies > 0 &&
              ` · ${t('complaint_desk.replies', { count: complaint.replies })}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ComplaintThread({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<ComplaintDetail>(`/complaints/${id}`);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = formValues(form);
    setBusy(true);
    setFailure(null);
    try {
      await backofficeRequest(`/complaints/${id}/replies`, {
        method: 'POST',
        body: { body: value('body'), status: value('status') },
      });
      setSaid(t('complaint_desk.sent'));
      form.reset();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
      // A reply kept but not mailed shows in the thread too.
      reload();
    }
  };
  const close = async () => {
    setFailure(null);
    try {
      await backofficeRequest(`/complaints/${id}/status`, {
        method: 'POST',
        body: { status: 'closed' },
      });
      setSaid(t('complaint_desk.closed'));
      reload();
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <article aria-labelledby="complaint-title">
      <p>
        <Link to="/complaints">{t('complaint_desk.back')}</Link>
      </p>
      <ScreenNotices said={said} error={error ?? failure} />
      {data && (
        <>
          <h1 id="complaint-title" className="h3">
            {t('complaint_desk.number', { id: data.id })} ·{' '}
            {t(`complaint_desk.subjects.${data.subject}`, { defaultValue: data.subject })}
          </h1>
          <p>
            {data.email}
            {data.user_id !== null && (
              <>
                {' '}
                · <Link to={`/members/${data.user_id}`}>{t('complaint_desk.member_file')}</Link>
              </>
            )}{' '}
            · {t(`complaint_desk.statuses.${data.status}`)} · {data.language}
          </p>
          {data.refunds.length > 0 && (
            <ul aria-label={t('complaint_desk.refunds')}>
              {data.refunds.map((refund) => (
                <li key={refund.id}>
                  {t('complaint_desk.refunded', {
                    amount: new Intl.NumberFormat(i18n.language, {
                      style: 'currency',
                      currency: refund.currency,
                    }).format(refund.amount / 100),
                    date: dates.format(new Date(refund.created_at)),
                  })}{' '}
                  <Link to={`/orders/${refund.order_id}`}>
                    {t('complaint_desk.order', { id: refund.order_id })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ol className="list-unstyled">
            <li className="card mb-2">
              <div className="card-body">
                <p className="small text-body-secondary mb-1">
                  {t('complaint_desk.from_member')} · {dates.format(new Date(data.created_at))}
                </p>
                <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                  {data.description}
                </p>
              </div>
            </li>
            {data.replies.map((answer) => (
              <li className="card mb-2 border-primary" key={answer.id}>
                <div className="card-body">
                  <p className="small text-body-secondary mb-1">
                    {answer.staff_email ?? t('complaint_desk.staff')} ·{' '}
                    {dates.format(new Date(answer.created_at))}
                  </p>
                  <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                    {answer.body}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <form onSubmit={(event) => void reply(event)} className="mb-3">
            <label htmlFor="complaint-reply" className="form-label">
              {t('complaint_desk.reply', { email: data.email })}
            </label>
            <textarea
              id="complaint-reply"
              name="body"
              className="form-control mb-2"
              rows={5}
              maxLength={5000}
              required
            />
            <div className="d-flex flex-wrap gap-2 align-items-end">
              <div>
                <label htmlFor="complaint-next" className="form-label">
                  {t('complaint_desk.then')}
                </label>
                <select id="complaint-next" name="status" className="form-select">
                  {(['answered', 'waiting_member', 'closed'] as const).map((name) => (
                    <option key={name} value={name}>
                      {t(`complaint_desk.statuses.${name}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('complaint_desk.send')}
              </button>
              {data.status !== 'closed' && (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => void close()}
                >
                  {t('complaint_desk.close')}
                </button>
              )}
            </div>
          </form>
        </>
      )}
    </article>
  );
}
