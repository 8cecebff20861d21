import type { OperatedProfile, OwnPhoto } from '@app/shared/contracts';
import { backofficeRequest, backofficeUpload, errorText } from '@app/shared/backoffice';
import { ConfirmDialog } from '@app/shared/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * An operated profile's photos (issue 48 §1): added through the members' pipeline (checked for
 * nudity, a moderator for doubtful ones), made main, removed after a question.
 */
export function OperatedProfilePhotos({
  profile,
  onChanged,
}: {
  profile: OperatedProfile;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [removing, setRemoving] = useState<OwnPhoto | null>(null);
  const base = `/operated-profiles/${profile.id}/photos`;

  const run = async (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    setFailed(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (error) {
      setFailed(error);
      return false;
    } finally {
      setBusy(null);
    }
  };
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    await run('upload', () => backofficeUpload(base, file));
    if (input.current) input.current.value = '';
  };
  const main = profile.all_photos.find((photo) => photo.status === 'active');
  const src = (photo: OwnPhoto) =>
    photo.thumb_url ?? `${profile.cdn_prefix}${photo.thumb_filename}`;

  return (
    <section aria-labelledby="operated-photos-title" className="mb-4">
      <h2 id="operated-photos-title" className="h5">
        {t('operated_profiles.photos.title')}
      </h2>
      <p className="small text-body-secondary">{t('operated_profiles.photos.lead')}</p>
      {profile.all_photos.length === 0 && <p>{t('operated_profiles.photos.none')}</p>}
      <ul className="list-unstyled row g-3" aria-label={t('operated_profiles.photos.title')}>
        {profile.all_photos.map((photo, index) => (
          <li key={photo.id} className="col-6 col-sm-4 col-lg-3">
            <div className="card h-100">
              <img
                src={src(photo)}
                alt={t('operated_profiles.photos.alt', { n: index + 1, name: profile.name })}
                className="card-img-top object-fit-cover"
                style={{ aspectRatio: '1' }}
              />
              <div className="card-body p-2 small">
                <div className="mb-2">
                  {photo === main ? (
                    <strong>{t('operated_profiles.photos.main')}</strong>
                  ) : (
                    t(`operated_profiles.photos.status.${photo.status}`)
                  )}
                </div>
                <div className="d-flex flex-wrap gap-1">
                  {photo.status === 'active' && photo !== main && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={busy !== null}
                      onClick={() =>
                        void run('main', () =>
                          backofficeRequest(`${base}/${photo.id}/main`, {
                            method: 'POST',
                            body: {},
                          }),
                        )
                      }
                    >
                      {t('operated_profiles.photos.make_main')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy !== null}
                    onClick={() => setRemoving(photo)}
                  >
                    {t('operated_profiles.photos.remove')}
                  </button>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <label htmlFor="operated-photo" className="form-label">
        {t('operated_profiles.photos.add')}
      </label>
      <input
        id="operated-photo"
        ref={input}
        type="file"
        accept="image/*"
        className="form-control"
        style={{ maxWidth: 420 }}
        disabled={busy !== null}
        onChange={(event) => void add(event)}
      />
      <p role="status" className="small mt-2">
        {busy === 'upload' ? t('operated_profiles.photos.uploading') : ''}
      </p>
      {failed ? (
        <div className="alert alert-danger" role="alert">
          {errorText(t, failed)}
        </div>
      ) : null}
      {removing && (
        <ConfirmDialog
          title={t('operated_profiles.photos.remove')}
          cancelLabel={t('operated_profiles.photos.keep')}
          confirmLabel={t('operated_profiles.photos.remove')}
          busy={busy !== null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void run('remove', () =>
              backofficeRequest(`${base}/${removing.id}`, { method: 'DELETE' }),
            ).then(() => setRemoving(null))
          }
        >
          {t('operated_profiles.photos.remove_confirm')}
        </ConfirmDialog>
      )}
    </section>
  );
}
