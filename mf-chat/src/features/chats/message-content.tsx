import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import type { Message, MessageAttachment } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';
import styles from './chats.module.scss';

type PhotoAttachment = Extract<MessageAttachment, { type: 'photo' }>;

/**
 * Issue 29 §2: a photo that may contain nudity, as its recipient first sees it — a blurred copy
 * (a few pixels the server made, not the photo under a CSS filter) and the choice to view it, or
 * to report or block its sender.
 */
function SensitivePhoto({
  photo,
  onView,
  safety,
}: {
  photo: PhotoAttachment;
  onView: () => void;
  safety?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const cdn = useAppSelector(selectSettings)?.cdn_prefix ?? '/uploads/';
  return (
    <figure className={`mb-1 ${styles.sensitive}`}>
      {photo.blur_filename ? (
        <img
          src={`${cdn}${photo.blur_filename}`}
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
  photo,
  fromMe,
  safety,
}: {
  photo: PhotoAttachment;
  fromMe: boolean;
  safety?: ReactNode;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const cdn = useAppSelector(selectSettings)?.cdn_prefix ?? '/uploads/';
  const [gone, setGone] = useState(false);
  const [viewed, setViewed] = useState(false);
  // The sender's account was erased with its photos (spec §8 "Picture deleted.").
  if (gone) return <p className="fst-italic mb-1">{t('common:error.picture_deleted')}</p>;
  if (photo.sensitive && !fromMe && !viewed)
    return <SensitivePhoto photo={photo} onView={() => setViewed(true)} safety={safety} />;
  return (
    <>
      <PhotoLink photo={photo} cdn={cdn} onGone={() => setGone(true)} />
      {photo.sensitive && fromMe && <p className="small mb-1">{t('message.sent_blurred')}</p>}
    </>
  );
}

function PhotoLink({
  photo,
  cdn,
  onGone,
}: {
  photo: PhotoAttachment;
  cdn: string;
  onGone: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <a href={`${cdn}${photo.filename}`} target="_blank" rel="noopener noreferrer">
      <img
        src={`${cdn}${photo.thumb_filename}`}
        alt={t('message.photo')}
        width={200}
        height={200}
        loading="lazy"
        className={`rounded-2 d-block mb-1 ${styles.media}`}
        onError={onGone}
      />
    </a>
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
        <ChatPhoto photo={attachment} fromMe={message.from_me} safety={safety} />
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
