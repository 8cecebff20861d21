import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  ScreenNotices,
  backofficeRequest,
  formValues,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import { APPEAL_MAX_LENGTH, appealStatuses, type AppealQueue } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

type Appeal = AppealQueue['appeals'][number];

/**
 * The moderators' appeals (issue 48 §2): what suspended and banned members wrote, oldest first,
 * with the decision they appeal. A moderator accepts (the sanction is lifted) or refuses, with
 * the answer the member gets by mail in their language; the first answer stands.
 */
export default function AppealQueueScreen() {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get('status');
  const status = (appealStatuses as readonly string[]).includes(asked ?? '') ? asked! : 'open';
  const { data, error, reload } = useBackofficeQuery<AppealQueue>(`/appeals?status=${status}`);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);

  return (
    <section aria-labelledby="appeal-queue-title">
      <h1 id="appeal-queue-title" className="h3">
        {t('appeal_queue.title')}
      </h1>
      <nav aria-label={t('appeal_queue.statuses_label')} className="nav nav-pills mb-3">
        {appealStatuses.map((name) => (
          <Link
            key={name}
            to={name === 'open' ? '/appeals' : `/appeals?status=${name}`}
            className={`nav-link${name === status ? ' active' : ''}`}
            aria-current={name === status ? 'page' : undefined}
          >
            {t(`appeal_queue.statuses.${name}`)}
            {name === 'open' && data ? ` ${data.open}` : ''}
          </Link>
        ))}
      </nav>
      <ScreenNotices said={said} error={error ?? failure} />
      {data && data.appeals.length === 0 && <p>{t('appeal_queue.none')}</p>}
      {data?.appeals.map((appeal) => (
        <AppealCard
          key={appeal.id}
          appeal={appeal}
          onAnswered={(text) => {
            setFailure(null);
            setSaid(text);
            reload();
          }}
          onRefused={setFailure}
        />
      ))}
    </section>
  );
}

function AppealCard({
  appeal,
  onAnswered,
  onRefused,
}: {
  appeal: Appeal;
  onAnswered: (said: string) => void;
  onRefused: (failure: unknown) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const id = (name: string) => `appeal-${appeal.id}-${name}`;
  const answer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const decision = value('decision') as 'accepted' | 'refused';
    setBusy(true);
    try {
      await backofficeRequest(`/appeals/${appeal.id}/answer`, {
        method: 'POST',
        body: { decision, answer: value('answer') },
      });
      onAnswered(t(`appeal_queue.answered.${decision}`, { name: appeal.name }));
    } catch (refusal) {
      onRefused(refusal);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card mb-3" aria-labelledby={id('title')}>
      <div className="card-body">
        <h2 id={id('title')} className="h5">
          <Link to={`/members/${appeal.user_id}`}>
            {t('member_desk.name_id', { name: appeal.name, id: appeal.user_id })}
          </Link>
        </h2>
        <p className="small text-body-secondary mb-2">
          {t(`appeal_queue.sanction.${appeal.sanction.kind}`, {
            reason: t(`report_queue.sanction_reasons.${appeal.sanction.reason}`, {
              defaultValue: appeal.sanction.reason,
            }),
            at: dates.format(new Date(appeal.sanction.created_at)),
            until: appeal.sanction.until ? dates.format(new Date(appeal.sanction.until)) : '',
          })}{' '}
          · {t('appeal_queue.written', { at: dates.format(new Date(appeal.created_at)) })} ·{' '}
          {appeal.language}
        </p>
        <blockquote className="border-start border-3 ps-3" style={{ whiteSpace: 'pre-wrap' }}>
          {appeal.body}
        </blockquote>
        {appeal.status === 'open' ? (
          <form onSubmit={(event) => void answer(event)}>
            <fieldset className="mb-2">
              <legend className="h6">{t('appeal_queue.decision')}</legend>
              {(['accepted', 'refused'] as const).map((decision) => (
                <div className="form-check form-check-inline" key={decision}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="decision"
                    id={id(decision)}
                    value={decision}
                    required
                  />
                  <label className="form-check-label" htmlFor={id(decision)}>
                    {t(`appeal_queue.decisions.${decision}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <label htmlFor={id('answer')} className="form-label">
              {t('appeal_queue.answer', { language: appeal.language })}
            </label>
            <textarea
              id={id('answer')}
              name="answer"
              className="form-control mb-2"
              rows={3}
              maxLength={APPEAL_MAX_LENGTH}
              required
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('appeal_queue.send')}
            </button>
          </form>
        ) : (
          <p className="mb-0">
            <strong>{t(`appeal_queue.statuses.${appeal.status}`)}</strong>
            {appeal.answered_at && ` · ${dates.format(new Date(appeal.answered_at))}`} —{' '}
            {appeal.answer}
          </p>
        )}
      </div>
    </article>
  );
}
