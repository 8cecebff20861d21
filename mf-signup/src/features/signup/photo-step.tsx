import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import {
  useDeletePhotoMutation,
  useGetOwnProfileQuery,
  useUploadPhotoMutation,
} from '@app/shared/bindings';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@app/shared/contracts';
import { photoThumbUrl } from '@app/shared/utils';
import { ErrorAlert, BusyButton } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { StepActions } from './step-actions';

/**
 * Step 1 (spec §2): a profile photo. The file goes to the server as chosen; the server checks
 * and re-encodes it. A file over the size limit is refused here already, with the same text.
 */
export function PhotoStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const { data: profile } = useGetOwnProfileQuery();
  const [upload, uploading] = useUploadPhotoMutation();
  const [remove, removing] = useDeletePhotoMutation();
  const [tooLarge, setTooLarge] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const photo = profile?.photos[0];
  const busy = uploading.isLoading || removing.isLoading;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploading.reset();
    setTooLarge(file.size > PHOTO_MAX_BYTES);
    if (file.size > PHOTO_MAX_BYTES) return;
    // A new choice replaces the photo of this step rather than adding a second one.
    if (photo) await remove(photo.id);
    await upload(file);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    onDone();
  };

  return (
    <form onSubmit={next} noValidate aria-labelledby="signup-photo-title">
      <h2 id="signup-photo-title" className="h4">
        {t('photo.title')}
      </h2>
      <p className="text-body-secondary">{t('photo.lead')}</p>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-3">
        <div
          className="rounded bg-body-secondary d-flex align-items-center justify-content-center overflow-hidden flex-shrink-0"
          style={{ width: 160, height: 160 }}
        >
          {photo ? (
            <img
              src={photoThumbUrl(settings?.cdn_prefix ?? '/uploads/', photo)}
              alt={t('photo.yours')}
              width={200}
              height={200}
              className="img-fluid"
            />
          ) : (
            <span className="text-body-tertiary small px-2 text-center">{t('photo.none')}</span>
          )}
        </div>
        <div className="d-flex flex-column gap-2 align-items-center align-items-sm-start">
          <input
            ref={input}
            id="signup-photo-file"
            type="file"
            accept={PHOTO_ACCEPT}
            className="visually-hidden"
            // Opened by the button below, which is the control: out of the tab order and of the
            // accessibility tree, so nothing unnamed or doubled is announced (issue 25 §4).
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void choose(event)}
            aria-describedby="signup-photo-help"
          />
          <BusyButton
            type="button"
            className="btn btn-outline-primary"
            busy={busy}
            onClick={() => input.current?.click()}
          >
            {busy ? t('photo.uploading') : photo ? t('photo.change') : t('photo.choose')}
          </BusyButton>
          <div id="signup-photo-help" className="form-text">
            {t('photo.help', { max_mb: PHOTO_MAX_BYTES / 1024 / 1024 })}
          </div>
          {(photo?.status === 'pending' || photo?.status === 'screening') && (
            <div className="small text-body-secondary" role="status">
              {t(photo.status === 'pending' ? 'photo.pending' : 'photo.screening')}
            </div>
          )}
        </div>
      </div>
      <div aria-live="polite" className="mt-3">
        {tooLarge && (
          <div className="alert alert-danger mb-0" role="alert">
            {t('common:error.photo_too_large', { max_mb: PHOTO_MAX_BYTES / 1024 / 1024 })}
          </div>
        )}
        {uploading.error && <ErrorAlert error={uploading.error} />}
      </div>
      <StepActions busy={busy} onSkip={onDone} canContinue={Boolean(photo)} />
    </form>
  );
}
