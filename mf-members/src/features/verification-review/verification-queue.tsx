import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest, ScreenNotices, useBackofficeQuery } from '@app/shared/backoffice';
import { selectSettings, useAppSelector } from '@app/shared';
import type { VerificationQueue as Queue } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

/**
 * Photo verifications the face model left to a person (issue 29 §3), oldest first: the frames
 * the member's camera recorded beside their profile photos, how alike the model found them and
 * whether it saw the challenge followed. Approve verifies the member; either way the frames are
 * deleted. Frames are served to this screen only, never under /uploads/.
 */
export default function VerificationQueue() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const cdn = useAppSelector(selectSettings)?.cdn_prefix ?? '/uploads/';
  const { data, error, reload } = useBackofficeQuery<Queue>('/verifications');
  const [done, setDone] = useState<Set<number>>(new Set());
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const attempts = (data?.attempts ?? []).filter((attempt) => !done.has(attempt.id));
  const current = attempts[0];
  const waiting = Math.max(0, (data?.waiting ?? 0) - done.size);

  const decide = async (approve: boolean) => {
    if (!current) return;
    setBusy(true);
    setFailure(null);
    try {
      await backofficeRequest(`/verifications/${current.id}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
        body: {},
      });
      setStatus(
        t(approve ? 'verification_queue.approved' : 'verification_queue.rejected', {
          name: current.member_name,
        }),
      );
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setDone((before) => new Set(before).add(current.id));
      setBusy(false);
      if (attempts.length === 1) reload();
    }
  };

  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value);
  return (
    <section aria-labelledby="verification-queue-title">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h1 id="verification-queue-title" className="h3 mb-0" tabIndex={-1}>
          {t('verification_queue.title')}
        </h1>
        <p className="mb-0">{t('verification_queue.waiting', { count: waiting })}</p>
      </div>
      <ScreenNotices said={status} error={error ?? failure} />
      {data && !current && <p>{t('verification_queue.empty')}</p>}
      {current && (
        <div className="row g-4">
          <div className="col-lg-8">
            <h2 className="h6">
              {t('verification_queue.member', {
                name: current.member_name,
                id: current.member_id,
              })}
            </h2>
            <p>
              {t(`verification_queue.challenge.${current.challenge}`)} ·{' '}
              {current.challenge_seen
                ? t('verification_queue.seen')
                : t('verification_queue.not_seen')}
              {current.similarity !== null &&
                ` · ${t('verification_queue.similarity', { value: percent(current.similarity) })}`}
            </p>
            <h3 className="h6">{t('verification_queue.frames')}</h3>
            <ul className="list-unstyled d-flex flex-wrap gap-2">
              {Array.from({ length: current.frames }, (_, n) => (
                <li key={n}>
                  <img
                    src={`/api/backoffice/verifications/${current.id}/frames/${n}`}
                    alt={t('verification_queue.frame', { n: n + 1 })}
                    width={160}
                    className="rounded"
                  />
                </li>
              ))}
            </ul>
            <h3 className="h6">{t('verification_queue.photos')}</h3>
            <ul className="list-unstyled d-flex flex-wrap gap-2">
              {current.photos.map((photo, n) => (
                <li key={photo}>
                  <img
                    src={current.photo_urls?.[n] ?? `${cdn}${photo}`}
                    alt={t('verification_queue.photo', { n: n + 1 })}
                    width={160}
                    className="rounded"
                  />
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-4 d-grid gap-2 align-content-start">
            <button
              type="button"
              className="btn btn-success"
              disabled={busy}
              onClick={() => void decide(true)}
            >
              {t('verification_queue.approve')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => void decide(false)}
            >
              {t('verification_queue.reject')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
