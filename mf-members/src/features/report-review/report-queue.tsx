import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backofficeRequest,
  errorText,
  formValues,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import {
  BURST_LIMIT,
  BURST_WINDOW_MINUTES,
  reportOutcomes,
  sanctionReasons,
  SUSPENSION_DEFAULT_DAYS,
  SUSPENSION_MAX_DAYS,
  type ReportDecision,
  type ReportOutcome,
  type SanctionReason,
} from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

interface Group {
  member: {
    id: number;
    name: string;
    email: string;
    status: string;
    about: string;
    photos: { id: number; status: string; url: string }[];
  };
  reports: {
    id: number;
    reporter_id: number;
    reporter_name: string;
    reason: string;
    remarks: string | null;
    created_at: string;
    automatic: boolean;
  }[];
  conversations: {
    reporter_id: number;
    messages: { sender_id: number; body: string; created_at: string; has_attachment: boolean }[];
  }[];
}

/** Days a suspension lasts unless the moderator says otherwise. */

/**
 * The reports queue (issue 26 §3), for moderators: the members reported, oldest first, every
 * report about one member together — the reasons and remarks, the member's profile and photos,
 * and the last messages of the reported conversations only. One decision closes them all; the
 * reporters hear it in general words, a sanction is told to the member with its reason.
 */
export default function ReportQueue() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<{ waiting: number; groups: Group[] }>(
    '/reports',
  );
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby="report-queue-title">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h1 id="report-queue-title" className="h3 mb-0">
          {t('report_queue.title')}
        </h1>
        {data && <p className="mb-0">{t('report_queue.waiting', { count: data.waiting })}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {data?.groups.length === 0 && <p>{t('report_queue.empty')}</p>}
      {data?.groups.map((group) => (
        <ReportGroup
          key={group.member.id}
          group={group}
          onDecided={(text) => {
            setStatus(text);
            reload();
          }}
        />
      ))}
    </section>
  );
}

function ReportGroup({ group, onDecided }: { group: Group; onDecided: (text: string) => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { member } = group;
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // Nothing chosen until the moderator chooses: a decision is never made by default.
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `report-${member.id}-${name}`;

  const decide = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome === null) return;
    const value = formValues(event.currentTarget);
    const note = value('note') || undefined;
    const reason = value('reason') as SanctionReason;
    const decision: ReportDecision =
      outcome === 'photo_removed'
        ? { outcome, photo_id: Number(value('photo')), note }
        : outcome === 'suspended'
          ? { outcome, days: Number(value('days')), reason, note }
          : outcome === 'banned'
            ? { outcome, reason, note }
            : { outcome, note };
    setBusy(true);
    setFailure(null);
    try {
      await backofficeRequest(`/reports/${member.id}`, { method: 'POST', body: decision });
      onDecided(t('report_queue.decided', { name: member.name }));
    } catch (refusal) {
      setFailure(refusal);
      setBusy(false);
    }
  };

  return (
    <article className="card mb-4" aria-labelledby={id('name')}>
      <div className="card-body">
        <h2 id={id('name')} className="h5">
          {t('report_queue.member', { name: member.name, id: member.id })}{' '}
          <span className="badge text-bg-secondary">{member.status}</span>
        </h2>
        <p className="text-body-secondary small mb-2">{member.email}</p>
        {member.about && <blockquote className="border-start ps-2">{member.about}</blockquote>}
        {member.photos.length > 0 && (
          <ul className="list-inline" aria-label={t('report_queue.photos')}>
            {member.photos.map((photo, index) => (
              <li className="list-inline-item" key={photo.id}>
                <img
                  src={photo.url}
                  alt={t('report_queue.photo', { index: index + 1, name: member.name })}
                  width={120}
                  height={120}
                  className="rounded object-fit-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <h3 className="h6">{t('report_queue.reports', { count: group.reports.length })}</h3>
        <ul className="list-group mb-3">
          {group.reports.map((report) => (
            <li className="list-group-item" key={report.id}>
              <strong>{t(`common:safety.reasons.${report.reason}`)}</strong> ·{' '}
              {report.automatic
                ? t('report_queue.by_site')
                : t('report_queue.by', { name: report.reporter_name })}{' '}
              · {dates.format(new Date(report.created_at))}
              {report.automatic ? (
                <p className="mb-0 mt-1">
                  {t('report_queue.burst', {
                    count: BURST_LIMIT,
                    minutes: BURST_WINDOW_MINUTES,
                    name: report.reporter_name,
                  })}
                </p>
              ) : (
                report.remarks && <p className="mb-0 mt-1">{report.remarks}</p>
              )}
            </li>
          ))}
        </ul>
        {group.conversations.map((conversation) => (
          <details key={conversation.reporter_id} className="mb-3">
            <summary>
              {t('report_queue.conversation', {
                name: group.reports.find((r) => r.reporter_id === conversation.reporter_id)
                  ?.reporter_name,
              })}
            </summary>
            <ol className="list-unstyled mt-2">
              {conversation.messages.map((message, index) => (
                <li key={index} className={message.sender_id === member.id ? 'fw-semibold' : ''}>
                  {message.sender_id === member.id ? member.name : t('report_queue.reporter')}:{' '}
                  {message.body}
                  {message.has_attachment && ` ${t('report_queue.attachment')}`}
                </li>
              ))}
            </ol>
          </details>
        ))}
        <form onSubmit={(event) => void decide(event)}>
          {failure ? (
            <div className="alert alert-danger" role="alert">
              {errorText(t, failure)}
            </div>
          ) : null}
          <fieldset className="mb-2">
            <legend className="h6">{t('report_queue.decision')}</legend>
            {reportOutcomes.map((name) => (
              <div className="form-check form-check-inline" key={name}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="outcome"
                  id={id(name)}
                  checked={outcome === name}
                  required
                  disabled={name === 'photo_removed' && member.photos.length === 0}
                  onChange={() => setOutcome(name)}
                />
                <label className="form-check-label" htmlFor={id(name)}>
                  {t(`report_queue.outcomes.${name}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="row g-2 mb-2">
            {outcome === 'photo_removed' && (
              <div className="col-sm-4">
                <label htmlFor={id('photo')} className="form-label">
                  {t('report_queue.which_photo')}
                </label>
                <select id={id('photo')} name="photo" className="form-select">
                  {member.photos.map((photo, index) => (
                    <option key={photo.id} value={photo.id}>
                      {t('report_queue.photo', { index: index + 1, name: member.name })}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {outcome === 'suspended' && (
              <div className="col-sm-3">
                <label htmlFor={id('days')} className="form-label">
                  {t('report_queue.days')}
                </label>
                <input
                  id={id('days')}
                  name="days"
                  type="number"
                  min={1}
                  max={SUSPENSION_MAX_DAYS}
                  defaultValue={SUSPENSION_DEFAULT_DAYS}
                  className="form-control"
                  required
                />
              </div>
            )}
            {(outcome === 'suspended' || outcome === 'banned') && (
              <div className="col-sm-4">
                <label htmlFor={id('reason')} className="form-label">
                  {t('report_queue.sanction_reason')}
                </label>
                <select id={id('reason')} name="reason" className="form-select">
                  {sanctionReasons.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`report_queue.sanction_reasons.${reason}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="col-12">
              <label htmlFor={id('note')} className="form-label">
                {t('report_queue.note')}
              </label>
              <textarea id={id('note')} name="note" className="form-control" rows={2} />
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy || outcome === null}>
            {t('report_queue.decide')}
          </button>
        </form>
      </div>
    </article>
  );
}
