import { useEffect, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import { selectSettings, useAppSelector } from '@app/shared';
import { GIF_QUERY_MAX_LENGTH, PHOTO_CHECK_WAIT_MS, paths } from '@app/shared/values';
import type { ChatPhoto, GiftId } from '@app/shared/contracts';
import { ErrorAlert, useDebounced } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './chats.module.scss';
import {
  useGetChatPhotoQuery,
  useGetPhotoLinksQuery,
  useGetGiftsQuery,
  useSearchGifsQuery,
  useUploadChatPhotoMutation,
} from './api';

/** How long the GIF search waits after the last keystroke before asking the server. */
export const GIF_SEARCH_DEBOUNCE_MS = 300;

function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="text-center py-3" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/**
 * Spec §2 chat gifts: each with its picture, name and price; a click sends it. Those the balance
 * does not cover are off (issue 25 §2); when it covers none, one line says so with the way to buy
 * credits, rather than "Not enough credits" on every tile (issue 49 §11). Each tile is named by
 * what it shows ("Send a rose 5 credits").
 */
export function GiftPicker({
  onPick,
  busy,
  credits,
}: {
  onPick: (gift: GiftId) => void;
  busy: boolean;
  /** The member's balance. */
  credits: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { data: gifts, error, isLoading, refetch } = useGetGiftsQuery();
  if (isLoading) return <Loading />;
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  const cheapest = Math.min(...(gifts ?? []).map((gift) => gift.credits));
  return (
    <>
      {gifts && gifts.length > 0 && credits < cheapest && (
        <p className="small mb-2" data-testid="gifts-unaffordable">
          {t('gift_picker.short', { count: credits, cheapest })}{' '}
          <Link to={paths.credits}>{t('composer.buy')}</Link>
        </p>
      )}
      {/* Scrolled by the keyboard even when no gift can be chosen (all off): a scrollable
          region takes focus (axe scrollable-region-focusable). */}
      <ul
        className={`list-unstyled mb-0 ${styles.pickerGrid}`}
        aria-label={t('gift_picker.title')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
      >
        {gifts?.map((gift) => (
          <li key={gift.id}>
            <button
              type="button"
              className="btn btn-outline-secondary w-100 p-1"
              disabled={busy || gift.credits > credits}
              onClick={() => onPick(gift.id)}
            >
              <img src={gift.image} alt="" width={64} height={64} className="d-block mx-auto" />
              <span className="visually-hidden">{t('gift_picker.send')} </span>
              <span className="d-block small text-truncate">{t(`gifts.${gift.id}`)}</span>
              <span className="d-block small">
                {t('gift_picker.price', { count: gift.credits })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** GIF search (bundled catalogue or GIPHY): searches as the member types, a click sends one. */
export function GifPicker({ onPick, busy }: { onPick: (gif: string) => void; busy: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [words, setWords] = useState('');
  const query = useDebounced(words.trim(), GIF_SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, refetch } = useSearchGifsQuery({
    q: query,
    lang: i18n.language,
  });
  return (
    <div>
      <label htmlFor="gif-search" className="visually-hidden">
        {t('gif_picker.search')}
      </label>
      <input
        id="gif-search"
        type="search"
        className="form-control form-control-sm mb-2"
        placeholder={t('gif_picker.placeholder')}
        maxLength={GIF_QUERY_MAX_LENGTH}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      {error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading />
      ) : data.gifs.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('gif_picker.none')}</p>
      ) : (
        <ul
          className={`list-unstyled mb-0 ${styles.pickerGrid}`}
          aria-label={t('gif_picker.title')}
          aria-busy={isFetching}
        >
          {data.gifs.map((gif) => (
            <li key={gif.id}>
              <button
                type="button"
                className="btn btn-outline-secondary w-100 p-0 overflow-hidden"
                disabled={busy}
                aria-label={t('gif_picker.send', { title: gif.title })}
                onClick={() => onPick(gif.id)}
              >
                <img
                  src={gif.preview_url}
                  alt=""
                  loading="lazy"
                  className={`d-block ${styles.pickerItem}`}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* GIPHY's terms: its attribution next to its GIFs. */}
      {data?.source === 'giphy' && (
        <p className="small text-body-secondary text-end mb-0 mt-1">{t('gif_picker.giphy')}</p>
      )}
    </div>
  );
}

/** How often the picker asks how a photo's check goes, and for how long at most. */
const PHOTO_CHECK_POLL_MS = 500;

/**
 * The nudity check of an uploaded chat photo (issue 29 §2): asked about until done; after
 * PHOTO_CHECK_WAIT_MS the member may send it anyway (it arrives blurred until checked).
 */
function usePhotoCheck(photo: ChatPhoto | null) {
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  // The answer of an earlier poll said it is checked: no more asking.
  const [answered, setAnswered] = useState<number | null>(null);
  const pending = photo !== null && !photo.checked && !waitedTooLong && answered !== photo.id;
  const { data } = useGetChatPhotoQuery(photo?.id ?? 0, {
    skip: photo === null || photo.checked,
    pollingInterval: pending ? PHOTO_CHECK_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const latest = data?.id === photo?.id ? data : photo;
  const checked = latest?.checked ?? false;
  useEffect(() => {
    if (checked && photo) setAnswered(photo.id);
  }, [checked, photo]);
  useEffect(() => {
    setWaitedTooLong(false);
    if (photo === null || photo.checked) return;
    const timer = setTimeout(() => setWaitedTooLong(true), PHOTO_CHECK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [photo]);
  return {
    checked,
    sensitive: latest?.sensitive ?? false,
    waitedTooLong: waitedTooLong && !checked,
  };
}

/** The uploaded photo, small, through its signed link (issue 29 §4). */
function PhotoPreview({ photo }: { photo: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useGetPhotoLinksQuery({ photo });
  return data ? (
    <img
      src={data.thumb_url}
      alt={t('photo_picker.preview')}
      width={80}
      height={80}
      className="rounded-2 object-fit-cover"
    />
  ) : (
    <span className="spinner-border spinner-border-sm" aria-hidden="true" />
  );
}

/** Choose a photo: it is uploaded (and re-encoded) at once, then sent with a click. */
export function PhotoPicker({ onPick, busy }: { onPick: (photo: number) => void; busy: boolean }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const [upload, { isLoading, error, reset }] = useUploadChatPhotoMutation();
  const [photo, setPhoto] = useState<ChatPhoto | null>(null);
  const { checked, sensitive, waitedTooLong } = usePhotoCheck(photo);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    setPhoto(null);
    const result = await upload(file);
    if ('data' in result && result.data) setPhoto(result.data);
  };

  const problem = error ? describeApiError(error) : null;
  return (
    <div>
      <label htmlFor="chat-photo" className="form-label">
        {t('photo_picker.choose')}
      </label>
      <input
        id="chat-photo"
        type="file"
        accept="image/*"
        className="form-control form-control-sm"
        aria-describedby="chat-photo-price"
        disabled={isLoading || busy}
        onChange={(event) => void choose(event)}
      />
      <p id="chat-photo-price" className="form-text mb-2">
        {t('photo_picker.price', { count: settings?.photo_credits ?? 0 })}
      </p>
      {isLoading && (
        <p className="small mb-0" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('photo_picker.uploading')}
        </p>
      )}
      {problem && (
        <p className="text-danger small mb-0" role="alert">
          {t(`common:${problem.key}`, problem.params)}
        </p>
      )}
      {photo && (
        <>
          <div className="d-flex align-items-center gap-2">
            <PhotoPreview photo={photo.id} />
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy || (!checked && !waitedTooLong)}
              aria-describedby="chat-photo-check"
              onClick={() => onPick(photo.id)}
            >
              {t('photo_picker.send')}
            </button>
          </div>
          {/* Issue 29 §2: told before sending whether it will arrive blurred. */}
          <p id="chat-photo-check" className="small mb-0 mt-2" role="status">
            {!checked && !waitedTooLong && (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('photo_picker.checking')}
              </>
            )}
            {!checked && waitedTooLong && t('photo_picker.unchecked')}
            {checked && sensitive && t('photo_picker.sensitive')}
          </p>
        </>
      )}
    </div>
  );
}
