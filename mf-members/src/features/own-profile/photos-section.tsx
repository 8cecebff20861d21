import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHOTO_ACCEPT,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  PHOTO_LINKS_REFRESH_MS,
  PHOTO_MAX_BYTES,
  paths,
} from '@app/shared/values';
import { selectSettings, selectUser, useAppSelector } from '@app/shared';
import {
  useDeletePhotoMutation,
  useGetOwnProfileQuery,
  useUploadPhotoMutation,
} from '@app/shared/bindings';
import type { OwnPhoto } from '@app/shared/contracts';
import { apiErrorCode, photoThumbUrl } from '@app/shared/utils';
import { useSetMainPhotoMutation } from './api';
import { Dialog, ErrorAlert, Toast, BusyButton } from '@app/shared/ui';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';
import styles from './own-profile-page.module.scss';

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';
interface QueuedUpload {
  key: string;
  name: string;
  status: UploadStatus;
  /** An error code the common texts translate. */
  error?: string;
}

const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;
/** How often the page asks again while a new photo is being checked (about a second). */
const SCREENING_POLL_MS = 1000;

/**
 * The member's photos on /profile: add several at once (one after another, with progress),
 * choose the main one, delete ("Picture deleted."). Free members have 3, premium 25; the server
 * holds the limit, the page says it first.
 */
export function PhotosSection({ photos }: { photos: OwnPhoto[] }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const cdn = useAppSelector(selectSettings)?.cdn_prefix ?? '/uploads/';
  const premium = useAppSelector(selectUser)?.paid_user ?? false;
  const max = premium ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE;
  const [upload] = useUploadPhotoMutation();
  const [remove, removing] = useDeletePhotoMutation();
  const [makeMain, making] = useSetMainPhotoMutation();
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [deleting, setDeleting] = useState<OwnPhoto | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Issue 29 §2: a new photo is checked for nudity before it shows; the page follows the check.
  // §4: all but the main photo come with signed links that expire; they are asked for again
  // before they do.
  const screening = photos.some((photo) => photo.status === 'screening');
  const linked = photos.some((photo) => photo.thumb_url !== undefined);
  useGetOwnProfileQuery(undefined, {
    skip: !screening && !linked,
    pollingInterval: screening ? SCREENING_POLL_MS : PHOTO_LINKS_REFRESH_MS,
    skipPollingIfUnfocused: screening,
  });
  const uploading = queue.some((item) => item.status === 'waiting' || item.status === 'uploading');
  const finished = queue.filter((item) => item.status === 'done' || item.status === 'failed');
  const stored = queue.filter((item) => item.status === 'done');

  const update = (key: string, changes: Partial<QueuedUpload>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const items: QueuedUpload[] = files.map((file, index) => ({
      key: `${Date.now()}-${index}`,
      name: file.name,
      ...(file.size > PHOTO_MAX_BYTES
        ? { status: 'failed' as const, error: 'photo_too_large' }
        : { status: 'waiting' as const }),
    }));
    setQueue(items);
    // One after another: the order chosen is the order stored, and progress reads simply. A
    // file the server refuses leaves its place to the next one.
    let stored = photos.length;
    for (const [index, item] of items.entries()) {
      if (item.status !== 'waiting') continue;
      if (stored >= max) {
        update(item.key, { status: 'failed', error: 'photo_limit_reached' });
        continue;
      }
      update(item.key, { status: 'uploading' });
      const result = await upload(files[index]!);
      if ('data' in result) {
        stored += 1;
        update(item.key, { status: 'done' });
      } else {
        const code = apiErrorCode(result.error);
        update(item.key, { status: 'failed', error: code ?? 'generic' });
      }
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('data' in result) setToast(t('own_profile.photo_deleted'));
  };

  return (
    <section className="mb-5" aria-labelledby="photos-title">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h2 id="photos-title" className="h5 mb-0 flex-grow-1">
          {t('own_profile.photos')}
        </h2>
        <span className="small text-body-secondary" data-testid="photo-count">
          {t('own_profile.photo_count', { count: photos.length, max })}
        </span>
      </div>
      {!premium && (
        <p className="small text-body-secondary">
          {t('own_profile.premium_photos', { max: PHOTO_LIMIT_PREMIUM })}{' '}
          <Link to={paths.premium}>{t('own_profile.get_premium')}</Link>
        </p>
      )}
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-5 g-3 list-unstyled">
        {photos.map((photo, index) => (
          <li key={photo.id} className="col">
            <figure className="card h-100 mb-0">
              <img
                src={photoThumbUrl(cdn, photo)}
                alt={t('own_profile.photo_alt', { index: index + 1 })}
                width={200}
                height={200}
                className={`card-img-top ${styles.photo}`}
              />
              <figcaption className="card-body p-2 d-flex flex-column gap-1">
                <div className="d-flex flex-wrap gap-1">
                  {index === 0 && (
                    <span className="badge text-bg-primary">{t('own_profile.main')}</span>
                  )}
                  {photo.status === 'screening' && (
                    <span className="badge text-bg-light border" role="status">
                      {t('own_profile.screening')}
                    </span>
                  )}
                  {photo.status === 'pending' && (
                    <span className="badge text-bg-warning">{t('own_profile.pending')}</span>
                  )}
                  {photo.status === 'active' && index !== 0 && (
                    <span className="badge text-bg-light border">{t('own_profile.active')}</span>
                  )}
                  {photo.status === 'rejected' && (
                    <span className="badge text-bg-danger">{t('own_profile.rejected')}</span>
                  )}
                </div>
                {/* Issue 26 §3: why the moderators did not approve it; another can be uploaded. */}
                {photo.status === 'rejected' && photo.rejection_reason && (
                  <p className="small text-danger mb-0">
                    {t(`own_profile.rejected_reasons.${photo.rejection_reason}`)}
                  </p>
                )}
                <div className="d-flex flex-wrap gap-1 mt-auto">
                  {index !== 0 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={making.isLoading}
                      onClick={() => void makeMain(photo.id)}
                      aria-label={t('own_profile.make_main_label', { index: index + 1 })}
                    >
                      {t('own_profile.make_main')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setDeleting(photo)}
                    aria-label={t('own_profile.delete_label', { index: index + 1 })}
                  >
                    {t('own_profile.delete')}
                  </button>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-3 d-flex flex-column align-items-start gap-2">
        <input
          ref={input}
          id="profile-photo-files"
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          className="visually-hidden"
          // Opened by the button below, which is the control: out of the tab order and of the
          // accessibility tree, so nothing unnamed or doubled is announced (issue 25 §4).
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void choose(event)}
          aria-describedby="profile-photo-help"
        />
        <BusyButton
          type="button"
          busy={uploading}
          disabled={photos.length >= max}
          onClick={() => input.current?.click()}
        >
          {t('own_profile.add_photos')}
        </BusyButton>
        <div id="profile-photo-help" className="form-text">
          {photos.length >= max
            ? t('common:error.photo_limit_reached', { max })
            : t('own_profile.photo_help', { max_mb: MAX_MB })}
        </div>
      </div>
      {queue.length > 0 && (
        <div className="mt-3" aria-live="polite">
          <div
            className="progress mb-2"
            role="progressbar"
            aria-label={t('own_profile.upload_progress')}
            aria-valuemin={0}
            aria-valuemax={queue.length}
            aria-valuenow={finished.length}
          >
            <div
              className="progress-bar"
              style={{ width: `${(finished.length / queue.length) * 100}%` }}
            />
          </div>
          <p className="small mb-1" data-testid="upload-progress">
            {uploading
              ? t('own_profile.uploading', { done: finished.length, count: queue.length })
              : t('own_profile.uploaded', { done: stored.length, count: queue.length })}
          </p>
          <ul className="list-unstyled small mb-0">
            {queue
              .filter((item) => item.status === 'failed')
              .map((item) => (
                <li key={item.key} className="text-danger">
                  {t('common:labelled', { label: item.name })}{' '}
                  {t(`common:error.${item.error}`, {
                    max,
                    max_mb: MAX_MB,
                    defaultValue: t('common:error.generic'),
                  })}
                </li>
              ))}
          </ul>
        </div>
      )}
      {removing.error && <ErrorAlert error={removing.error} />}
      {making.error && <ErrorAlert error={making.error} />}
      {deleting && (
        <Dialog
          title={t('own_profile.delete_title')}
          onClose={() => setDeleting(null)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)}>
                {t('common:safety.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={removing.isLoading}
                onClick={() => void confirmDelete()}
              >
                {t('own_profile.delete')}
              </button>
            </>
          }
        >
          <img
            src={photoThumbUrl(cdn, deleting)}
            alt=""
            width={120}
            height={120}
            className={styles.photo}
          />
        </Dialog>
      )}
      {toast && <Toast text={toast} onClose={() => setToast(null)} />}
    </section>
  );
}
