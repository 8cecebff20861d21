import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_LINKS_REFRESH_MS } from '@app/shared/values';
import type { Message, MessageAttachment } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';
import { useGetPhotoLinksQuery } from './api';
import styles from './chats.module.scss';

type PhotoAttachment = Extract<MessageAttachment, { type: 'photo' }>;

/**
 * The signed links to a message's photo (issue 29 §4): its files are never public; links are
 * asked for when it is shown and again before they expire, so a photo on screen never breaks.
 */
function usePhotoLinks(message: number) {
  return useGetPhotoLinksQuery(
    { message },
    { pollingInterval: PHOTO_LINKS_REFRESH_MS, skipPollingIfUnfocused: true },
  );
}

/**
 * Issue 29 §2: a photo that may contain nudity, as its recipient first sees it — a blurred copy
 * (a few pixels the server made, not the photo under a CSS filter) and the choice to view it, or
 * to report or block its sender.
 */
function SensitivePhoto({
  blurUrl,
  onView,
  safety,
}: {
  blurUrl: string | null;
  onView: () => void;
  safety?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <figure className={`mb-1 ${styles.sensitive}`}>
      {blurUrl ? (
        <img
          src={blurUrl}
          alt=""
          width={200}
          height={200}
          className={`rounded-2 d-block ${styles.blurred}`}
        />
      ) : (
        <div className={`rounded-2 ${styles.blurred}`} />
      )}
      <figcaption className="small pt-1">
        <p className="mb-1">{t('message.sensitive')}</p>
        <div className="d-flex flex-wrap align-items-center gap-1">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onView}>
            {t('message.view_photo')}
          </button>
          {safety}
        </div>
      </figcaption>
    </figure>
  );
}

/** A photo sent in chat: the small size in the bubble, the full one a click away. */
function ChatPhoto({
  message,
  photo,
  fromMe,
  safety,
}: {
  message: number;
  photo: PhotoAttachment;
  fromMe: boolean;
  safety?: ReactNode;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data: links, error, refetch } = usePhotoLinks(message);
  const [viewed, setViewed] = useState(false);
  const [failed, setFailed] = useState(false);
  // The sender's account was erased with its photos (spec §8 "Picture deleted."), or a block
  // came between: no links.
  if (error || failed)
    return <p className="fst-italic mb-1">{t('common:error.picture_deleted')}</p>;
  if (!links)
    return (
      <div className={`rounded-2 mb-1 ${styles.media} ${styles.photoLoading}`} aria-busy="true" />
    );
  // A link that stopped working (expired while the tab slept): new links once, then it is gone.
  const onBroken = () => {
    if (Date.parse(links.expires_at) <= Date.now()) void refetch();
    else setFailed(true);
  };
  if (photo.sensitive && !fromMe && !viewed)
    return (
      <SensitivePhoto blurUrl={links.blur_url} onView={() => setViewed(true)} safety={safety} />
    );
  return (
    <>
      <a href={links.url} target="_blank" rel="noopener noreferrer">
        <img
          src={links.thumb_url}
          alt={t('message.photo')}
          width={200}
          height={200}
          loading="lazy"
          className={`rounded-2 d-block mb-1 ${styles.media}`}
          onError={onBroken}
        />
      </a>
      {photo.sensitive && fromMe && <p className="small mb-1">{t('message.sent_blurred')}</p>}
    </>
  );
}

/**
 * What a message shows: its gift, photo or GIF, then its text (text, never HTML). `safety`: the
 * report and block actions offered beside a photo that may contain nudity.
 */
export function MessageContent({ message, safety }: { message: Message; safety?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { attachment } = message;
  return (
    <>
      {attachment?.type === 'gift' && (
        <figure className="mb-1 text-center">
          <img src={attachment.image} alt="" width={96} height={96} className={styles.gift} />
          <figcaption className="small">
            {t('message.gift', { gift: t(`gifts.${attachment.gift}`) })}
          </figcaption>
        </figure>
      )}
      {attachment?.type === 'photo' && (
        <ChatPhoto
          message={message.id}
          photo={attachment}
          fromMe={message.from_me}
          safety={safety}
        />
      )}
      {attachment?.type === 'gif' && (
        <img
          src={attachment.url}
          alt={t('message.gif', { title: attachment.title })}
          width={attachment.width}
          height={attachment.height}
          loading="lazy"
          className={`rounded-2 d-block mb-1 ${styles.media}`}
        />
      )}
      {/* React escapes the text; line breaks are kept by CSS. Links stay plain text. */}
      {/* In the language it was written in, whatever the reader's interface speaks. */}
      {message.text && (
        <div className={styles.text} lang={message.lang ?? undefined}>
          {message.text}
        </div>
      )}
    </>
  );
}

/**
 * The list's preview of a last message: its text (in the language it was written in), or what
 * it carried (in the reader's).
 */
export function MessagePreview({
  message,
}: {
  message: {
    text: string;
    lang: string | null;
    attachment_type: MessageAttachment['type'] | null;
  };
}) {
  const { t } = useTranslation(NAMESPACE);
  if (message.text) return <span lang={message.lang ?? undefined}>{message.text}</span>;
  return message.attachment_type ? t(`message.preview.${message.attachment_type}`) : null;
}
