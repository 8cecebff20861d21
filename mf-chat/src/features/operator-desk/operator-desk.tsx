import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  backofficeRequest,
  formValues,
  ScreenNotices,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import {
  GIFT_IDS,
  OPERATOR_NOTE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  type MemberProfile,
  type OperatorConversation,
  type OperatorQueue,
} from '@app/shared/contracts';
import { photoThumbUrl } from '@app/shared/utils';
import { NAMESPACE } from '../../i18n';

/** The queue is read again this often while it is open (it also keeps the operator on duty). */
export const OPERATOR_QUEUE_REFRESH_MS = 10_000;

/** A wait, in the largest whole unit. */
function waited(seconds: number, language: string): string {
  const format = (value: number, unit: 'second' | 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (seconds < 60) return format(seconds, 'second');
  if (seconds < 3600) return format(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format(Math.floor(seconds / 3600), 'hour');
  return format(Math.floor(seconds / 86_400), 'day');
}

const secondsSince = (iso: string) =>
  Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));

/**
 * Operators (issue 28 §3): the members waiting for an answer from one of the site's operated
 * profiles, longest wait first, and each conversation, answered as the profile from here.
 * `/backoffice/conversations/<number>` is one conversation.
 */
export default function OperatorDesk() {
  const location = useLocation();
  const id = /^\/conversations\/(\d+)/.exec(location.pathname)?.[1];
  return id ? <OperatorConversationView id={Number(id)} /> : <OperatorQueueView />;
}

function OperatorQueueView() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const location = useLocation();
  const { data, error, reload } = useBackofficeQuery<OperatorQueue>('/operator/queue');
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    const timer = setInterval(reload, OPERATOR_QUEUE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const said = (location.state as { said?: string } | null)?.said ?? '';

  const setDuty = async (on: boolean) => {
    setFailure(null);
    try {
      await backofficeRequest('/operator/duty', { method: 'POST', body: { on } });
      reload();
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <section aria-labelledby="operator-title">
      <h1 id="operator-title" className="h3">
        {t('operator_desk.title')}
      </h1>
      <ScreenNotices said={said} error={error ?? failure} />
      {data && (
        <>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <span>{data.on_duty ? t('operator_desk.on_duty') : t('operator_desk.off_duty')}</span>
            <button
              type="button"
              className={`btn ${data.on_duty ? 'btn-outline-secondary' : 'btn-primary'}`}
              onClick={() => void setDuty(!data.on_duty)}
            >
              {data.on_duty ? t('operator_desk.stop') : t('operator_desk.start')}
            </button>
          </div>
          <dl className="row mb-3">
            <dt className="col-sm-5">{t('operator_desk.figures.waiting')}</dt>
            <dd className="col-sm-7">{data.figures.waiting}</dd>
            <dt className="col-sm-5">{t('operator_desk.figures.oldest')}</dt>
            <dd className="col-sm-7">
              {data.figures.oldest_seconds === null
                ? '—'
                : waited(data.figures.oldest_seconds, i18n.language)}
            </dd>
            <dt className="col-sm-5">{t('operator_desk.figures.median')}</dt>
            <dd className="col-sm-7">
              {data.figures.median_answer_seconds === null
                ? '—'
                : waited(data.figures.median_answer_seconds, i18n.language)}
            </dd>
            <dt className="col-sm-5">{t('operator_desk.figures.per_operator')}</dt>
            <dd className="col-sm-7">
              {data.figures.answers_last_hour.length === 0 ? (
                '—'
              ) : (
                <ul className="list-unstyled mb-0">
                  {data.figures.answers_last_hour.map((row) => (
                    <li key={row.staff_email}>
                      {t('operator_desk.figures.answers', {
                        email: row.staff_email,
                        count: row.answers,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
          {data.conversations.length === 0 && <p>{t('operator_desk.none')}</p>}
          <ul className="list-group" aria-label={t('operator_desk.waiting_list')}>
            {data.conversations.map((conversation) => (
              <li className="list-group-item" key={conversation.conversation_id}>
                <Link to={`/conversations/${conversation.conversation_id}`}>
                  {t('operator_desk.pair', {
                    member: conversation.member.name,
                    profile: conversation.profile.name,
                  })}
                </Link>{' '}
                ·{' '}
                {t('operator_desk.waiting_for', {
                  time: waited(secondsSince(conversation.waiting_since), i18n.language),
                })}
                {conversation.held_by !== null &&
                  ` · ${
                    conversation.held_by_me
                      ? t('operator_desk.held_by_me')
                      : t('operator_desk.held_by', { email: conversation.held_by })
                  }`}
                {/* Whose turn: the profile's operators (issue 48 §1), or anyone. */}
                {' · '}
                {conversation.assigned_to.length > 0
                  ? t('operator_desk.assigned_to', { emails: conversation.assigned_to.join(', ') })
                  : t('operator_desk.any_operator')}
                {conversation.last_text && (
                  <p className="mb-0 small text-body-secondary text-truncate">
                    {conversation.last_text}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ProfileCard({
  profile,
  cdnPrefix,
  heading,
}: {
  profile: MemberProfile;
  cdnPrefix: string;
  heading: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const place = [profile.city, profile.region, profile.country].filter(Boolean).join(', ');
  return (
    <section className="card h-100" aria-label={heading}>
      <div className="card-body">
        <h2 className="h6 text-body-secondary">{heading}</h2>
        <div className="d-flex gap-3">
          {profile.main_image && (
            <img
              src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
              alt=""
              width={72}
              height={72}
              className="rounded object-fit-cover"
            />
          )}
          <div>
            <p className="fw-semibold mb-1">
              {t('operator_desk.name_age', { name: profile.name, age: profile.age })}
            </p>
            <p className="small mb-1">{place}</p>
            {profile.about && (
              <p className="small mb-0" lang={profile.about_lang ?? undefined}>
                {profile.about}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function OperatorConversationView({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const path = `/operator/conversations/${id}`;
  const { data, error, reload } = useBackofficeQuery<OperatorConversation>(path);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const times = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const clock = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  // Opening a conversation takes it: nobody else answers it meanwhile.
  useEffect(() => {
    let current = true;
    backofficeRequest(`${path}/hold`, { method: 'POST' }).then(
      () => current && reload(),
      (refusal: unknown) => current && setFailure(refusal),
    );
    return () => {
      current = false;
    };
  }, [path, reload]);

  const answer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const kind = value('kind');
    const body =
      kind === 'gift'
        ? { gift: value('gift') }
        : kind === 'photo'
          ? { photo: Number(value('photo')) }
          : { text: value('text') };
    setBusy(true);
    setFailure(null);
    try {
      await backofficeRequest(`${path}/answers`, {
        method: 'POST',
        body: { ...body, client_id: clientId },
      });
      setClientId(crypto.randomUUID());
      void navigate('/conversations', { state: { said: t('operator_desk.sent') } });
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
    }
  };
  const note = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    try {
      await backofficeRequest(`${path}/notes`, {
        method: 'POST',
        body: { body: formValues(form)('body') },
      });
      form.reset();
      setSaid(t('operator_desk.note_kept'));
      reload();
    } catch (refusal) {
      setFailure(refusal);
    }
  };
  const giveBack = async () => {
    try {
      await backofficeRequest(`${path}/hold`, { method: 'DELETE' });
      void navigate('/conversations');
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <article aria-labelledby="operator-conversation-title">
      <p>
        <Link to="/conversations">{t('operator_desk.back')}</Link>
      </p>
      <ScreenNotices said={said} error={error ?? failure} />
      {data && (
        <>
          <h1 id="operator-conversation-title" className="h3">
            {t('operator_desk.pair', { member: data.member.name, profile: data.profile.name })}
          </h1>
          <p>
            {data.held_until !== null
              ? t('operator_desk.holding', { time: clock.format(new Date(data.held_until)) })
              : data.held_by_other !== null
                ? t('operator_desk.held_by', { email: data.held_by_other })
                : t('operator_desk.not_held')}
          </p>
          <div className="row g-3 mb-3">
            <div className="col-md-6">
              <ProfileCard
                profile={data.member}
                cdnPrefix={data.cdn_prefix}
                heading={t('operator_desk.member')}
              />
            </div>
            <div className="col-md-6">
              <ProfileCard
                profile={data.profile}
                cdnPrefix={data.cdn_prefix}
                heading={t('operator_desk.profile')}
              />
            </div>
          </div>
          <h2 className="h5">{t('operator_desk.history')}</h2>
          <ol className="list-unstyled" aria-label={t('operator_desk.history')}>
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={`card mb-2 ${message.from === 'profile' ? 'border-primary ms-4' : 'me-4'}`}
              >
                <div className="card-body py-2">
                  <p className="small text-body-secondary mb-1">
                    {message.from === 'profile' ? data.profile.name : data.member.name} ·{' '}
                    {times.format(new Date(message.sent_at))}
                  </p>
                  {message.text && (
                    <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                      {message.text}
                    </p>
                  )}
                  {message.attachment && (
                    <p className="mb-0 fst-italic">
                      {message.attachment.type === 'gift'
                        ? t('message.gift', { gift: t(`gifts.${message.attachment.gift}`) })
                        : message.attachment.type === 'photo'
                          ? t('message.photo')
                          : t('message.gif', { title: message.attachment.title })}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {data.held_until !== null && (
            <form onSubmit={(event) => void answer(event)} className="card mb-3">
              <fieldset className="card-body">
                <legend className="h5">
                  {t('operator_desk.answer_as', { profile: data.profile.name })}
                </legend>
                <AnswerParts data={data} />
                <div className="d-flex flex-wrap gap-2 mt-2">
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    {t('operator_desk.send')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={() => void giveBack()}
                  >
                    {t('operator_desk.give_back')}
                  </button>
                </div>
              </fieldset>
            </form>
          )}
          <h2 className="h5">{t('operator_desk.notes')}</h2>
          {data.notes.length === 0 && <p>{t('operator_desk.no_notes')}</p>}
          <ul className="list-unstyled">
            {data.notes.map((item) => (
              <li key={item.id} className="mb-2">
                <span className="small text-body-secondary">
                  {item.staff_email ?? t('operator_desk.staff')} ·{' '}
                  {times.format(new Date(item.created_at))}
                </span>
                <br />
                <span style={{ whiteSpace: 'pre-wrap' }}>{item.body}</span>
              </li>
            ))}
          </ul>
          <form onSubmit={(event) => void note(event)} className="mb-3">
            <label htmlFor="operator-note" className="form-label">
              {t('operator_desk.add_note', { member: data.member.name })}
            </label>
            <textarea
              id="operator-note"
              name="body"
              className="form-control mb-2"
              rows={2}
              maxLength={OPERATOR_NOTE_MAX_LENGTH}
              required
            />
            <button type="submit" className="btn btn-outline-primary">
              {t('operator_desk.keep_note')}
            </button>
          </form>
        </>
      )}
    </article>
  );
}

/** What the answer is: a text, one of the profile's photos, or a gift. */
function AnswerParts({ data }: { data: OperatorConversation }) {
  const { t } = useTranslation(NAMESPACE);
  const [kind, setKind] = useState<'text' | 'photo' | 'gift'>('text');
  const kinds = (['text', 'photo', 'gift'] as const).filter(
    (name) => name !== 'photo' || data.profile.photos.length > 0,
  );
  return (
    <>
      <div className="mb-2" role="radiogroup" aria-label={t('operator_desk.kind')}>
        {kinds.map((name) => (
          <div className="form-check form-check-inline" key={name}>
            <input
              className="form-check-input"
              type="radio"
              name="kind"
              id={`answer-kind-${name}`}
              value={name}
              checked={kind === name}
              onChange={() => setKind(name)}
            />
            <label className="form-check-label" htmlFor={`answer-kind-${name}`}>
              {t(`operator_desk.kinds.${name}`)}
            </label>
          </div>
        ))}
      </div>
      {kind === 'text' && (
        <>
          <label htmlFor="operator-answer" className="visually-hidden">
            {t('operator_desk.answer_as', { profile: data.profile.name })}
          </label>
          <textarea
            id="operator-answer"
            name="text"
            className="form-control"
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            lang={data.member.about_lang ?? undefined}
            required
          />
        </>
      )}
      {kind === 'photo' && (
        <fieldset>
          <legend className="form-label fs-6">{t('operator_desk.pick_photo')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {data.profile.photos.map((photo, index) => (
              <div className="form-check" key={photo.id}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="photo"
                  id={`answer-photo-${photo.id}`}
                  value={photo.id}
                  defaultChecked={index === 0}
                />
                <label className="form-check-label" htmlFor={`answer-photo-${photo.id}`}>
                  <img
                    src={photoThumbUrl(data.cdn_prefix, photo)}
                    alt={t('operator_desk.photo_number', { number: index + 1 })}
                    width={72}
                    height={72}
                    className="rounded object-fit-cover"
                  />
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'gift' && (
        <>
          <label htmlFor="operator-gift" className="form-label">
            {t('operator_desk.pick_gift')}
          </label>
          <select id="operator-gift" name="gift" className="form-select">
            {GIFT_IDS.map((gift) => (
              <option key={gift} value={gift}>
                {t(`gifts.${gift}`)}
              </option>
            ))}
          </select>
        </>
      )}
    </>
  );
}
