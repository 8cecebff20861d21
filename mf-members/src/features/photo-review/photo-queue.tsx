import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest, ScreenNotices, useBackofficeQuery } from '@app/shared/backoffice';
import { photoRejectionReasons, type PhotoRejectionReason } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

interface Queue {
  waiting: number;
  oldest_at: string | null;
  photos: {
    id: number;
    member_id: number;
    member_name: string;
    url: string;
    created_at: string;
    nudity_score: number | null;
    flagged: boolean;
  }[];
}

/** How long ago, in the largest whole unit: "3 h", "2 d". */
function age(iso: string, now: number, language: string): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  const format = (value: number, unit: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (minutes < 60) return format(minutes, 'minute');
  if (minutes < 24 * 60) return format(Math.floor(minutes / 60), 'hour');
  return format(Math.floor(minutes / (24 * 60)), 'day');
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);

/**
 * The photo queue (issue 26 §3), for moderators: oldest first, one photo large, approve or
 * reject with a reason the member is told in their language. Keyboard first: A approves, 1–7
 * choose the reason, R rejects; the next photo comes at once. The waiting count and the oldest
 * photo's age are always on screen.
 */
export default function PhotoQueue() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<Queue>('/photos');
  const [done, setDone] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState<PhotoRejectionReason>(photoRejectionReasons[0]);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const busy = useRef(false);
  const photos = (data?.photos ?? []).filter((photo) => !done.has(photo.id));
  const current = photos[0];
  const waiting = Math.max(0, (data?.waiting ?? 0) - done.size);

  // The page of photos is done: the next one comes from the API.
  useEffect(() => {
    if (data && photos.length === 0 && data.waiting > done.size) {
      setDone(new Set());
      reload();
    }
  }, [data, photos.length, done.size, reload]);

  const review = useCallback(
    async (approve: boolean) => {
      if (!current || busy.current) return;
      busy.current = true;
      setFailure(null);
      try {
        await backofficeRequest(`/photos/${current.id}/${approve ? 'approve' : 'reject'}`, {
          method: 'POST',
          body: approve ? {} : { reason },
        });
        setStatus(
          approve
            ? t('photo_queue.approved', { name: current.member_name })
            : t('photo_queue.rejected', { name: current.member_name }),
        );
      } catch (refusal) {
        setFailure(refusal);
      } finally {
        // Handled here or already by someone else: either way it leaves this queue.
        setDone((before) => new Set(before).add(current.id));
        busy.current = false;
      }
    },
    [current, reason, t],
  );

  // The keys act on the photo on screen: the listener reads the latest `review` through a ref.
  // Re-subscribing it in an effect left a moment, after the next photo was painted and before
  // the effect ran, in which A went to the photo just decided (refused, and the key was lost).
  const reviewRef = useRef(review);
  reviewRef.current = review;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      const index = Number(key) - 1;
      if (key === 'a') void reviewRef.current(true);
      else if (key === 'r') void reviewRef.current(false);
      else if (Number.isInteger(index) && index >= 0 && index < photoRejectionReasons.length)
        setReason(photoRejectionReasons[index]!);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const now = Date.now();
  return (
    <section aria-labelledby="photo-queue-title">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h1 id="photo-queue-title" className="h3 mb-0" tabIndex={-1}>
          {t('photo_queue.title')}
        </h1>
        <p className="mb-0" data-testid="photo-queue-figures">
          {t('photo_queue.waiting', { count: waiting })}
          {data?.oldest_at && waiting > 0
            ? ` · ${t('photo_queue.oldest', { age: age(data.oldest_at, now, i18n.language) })}`
            : ''}
        </p>
      </div>
      <ScreenNotices said={status} error={error ?? failure} />
      {data && !current && <p>{t('photo_queue.empty')}</p>}
      {current && (
        <div className="row g-4">
          <figure className="col-lg-8 mb-0">
            <img
              key={current.id}
              src={current.url}
              alt={t('photo_queue.photo_of', { name: current.member_name })}
              className="review-photo d-block w-100 rounded"
            />
            <figcaption className="mt-2">
              {t('photo_queue.member', { name: current.member_name, id: current.member_id })} ·{' '}
              {t('photo_queue.uploaded', { age: age(current.created_at, now, i18n.language) })}
              {/* Issue 29 §2: why it waits, when the nudity model sent it here. */}
              {current.flagged && current.nudity_score !== null && (
                <span className="badge text-bg-danger ms-2">
                  {t('photo_queue.flagged', {
                    score: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                      current.nudity_score,
                    ),
                  })}
                </span>
              )}
            </figcaption>
          </figure>
          <div className="col-lg-4">
            <button
              type="button"
              className="btn btn-success w-100 mb-3"
              onClick={() => void review(true)}
              aria-keyshortcuts="A"
            >
              {t('photo_queue.approve')} <kbd>A</kbd>
            </button>
            <fieldset className="mb-3">
              <legend className="h6">{t('photo_queue.reason')}</legend>
              {photoRejectionReasons.map((name, index) => (
                <div className="form-check" key={name}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="photo-rejection-reason"
                    id={`reason-${name}`}
                    checked={reason === name}
                    onChange={() => setReason(name)}
                  />
                  <label className="form-check-label" htmlFor={`reason-${name}`}>
                    <kbd>{index + 1}</kbd> {t(`photo_queue.reasons.${name}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <button
              type="button"
              className="btn btn-danger w-100"
              onClick={() => void review(false)}
              aria-keyshortcuts="R"
            >
              {t('photo_queue.reject')} <kbd>R</kbd>
            </button>
            <p className="small text-body-secondary mt-3">{t('photo_queue.shortcuts')}</p>
          </div>
        </div>
      )}
    </section>
  );
}
