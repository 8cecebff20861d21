import { saveAll } from './store-failure';
import { randomBytes } from 'node:crypto';
import {
  CHAT_PHOTO_UNSENT_TTL_MS,
  errorCodes,
  type ChatPhoto,
  type MessageAttachment,
} from '@app/shared/contracts';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/database';
import { HttpError } from '../../http/errors';
import { OversizePhoto, UnreadablePhoto, processPhoto } from './photo-pipeline';
import * as repo from './chat-photos-repository';
import type { PhotoStore } from './photo-store';
import { photoInvalid, photoTooLarge } from './upload';

const chatPhotoUnavailable = () =>
  new HttpError(409, errorCodes.chat_photo_unavailable, 'This photo cannot be sent.');

/**
 * Chat photos' files start so: the uploads folder never serves them (static/uploads.ts), only
 * short-lived signed links do (media/photo-links.ts).
 */
export const CHAT_PHOTO_PREFIX = 'chat-';

/** The blurred copy's longer side: a few pixels, scaled up by the browser into a soft blur. */
const BLUR_SIZE = 24;

/** A copy that shows colours and shape, nothing else: what a sensitive photo's recipient sees. */
function blurredCopy(main: Buffer): Promise<Buffer> {
  return sharp(main)
    .resize(BLUR_SIZE, BLUR_SIZE, { fit: 'inside' })
    .blur(1.5)
    .webp({ quality: 60 })
    .toBuffer();
}

/**
 * Issue 29 §2: whether a chat photo counts as sensitive on this site. One the job could not
 * score, or has not scored yet, does: it arrives blurred rather than unchecked.
 */
export function isSensitive(
  photo: { nudity_score: number | null; screened_at: string | null },
  threshold: number,
): boolean {
  return (
    photo.screened_at === null || photo.nudity_score === null || photo.nudity_score > threshold
  );
}

/**
 * A photo for chat (spec §2 chat): decoded and re-encoded like profile photos (no EXIF, no
 * position), kept unsent until a message carries it; the charge (photo_credits) comes with
 * the message, so an upload that is never sent costs nothing. The nudity job scores it next
 * (issue 29 §2): the member's composer asks how the check went before they send it.
 */
export async function uploadChatPhoto(
  db: Db,
  store: PhotoStore,
  ownerId: number,
  file: Buffer,
  now = new Date(),
): Promise<ChatPhoto> {
  let sizes: Record<'main' | 'thumb', Buffer>;
  try {
    sizes = await processPhoto(file, ['main', 'thumb']);
  } catch (error) {
    if (error instanceof OversizePhoto) throw photoTooLarge();
    if (error instanceof UnreadablePhoto) throw photoInvalid();
    throw error;
  }
  const { width = 0, height = 0 } = await sharp(sizes.main).metadata();
  const name = `${CHAT_PHOTO_PREFIX}${randomBytes(16).toString('hex')}`;
  const files = {
    filename: `${name}.webp`,
    thumb_filename: `${name}-thumb.webp`,
    blur_filename: `${name}-blur.webp`,
  };
  await saveAll(store, {
    [files.filename]: sizes.main,
    [files.thumb_filename]: sizes.thumb,
    [files.blur_filename]: await blurredCopy(sizes.main),
  });
  try {
    const id = await repo.insertChatPhoto(db, {
      owner_id: ownerId,
      ...files,
      width,
      height,
      created_at: now.toISOString(),
    });
    return {
      id,
      filename: files.filename,
      thumb_filename: files.thumb_filename,
      width,
      height,
      checked: false,
      sensitive: false,
    };
  } catch (error) {
    await Promise.all(Object.values(files).map((file) => store.remove(file)));
    throw error;
  }
}

/** One of the member's chat photos and how its check went; null when it is not theirs. */
export async function ownChatPhoto(
  db: Db,
  ownerId: number,
  id: number,
  threshold: number,
): Promise<ChatPhoto | null> {
  const row = await repo.findOwnChatPhoto(db, ownerId, id);
  if (!row) return null;
  return {
    id: row.id,
    filename: row.filename,
    thumb_filename: row.thumb_filename,
    width: row.width,
    height: row.height,
    checked: row.screened_at !== null,
    sensitive: row.screened_at !== null && isSensitive(row, threshold),
  };
}

/** The files of one of the member's chat photos, sent or not; null when it is not theirs. */
export async function ownChatPhotoFiles(db: Db, ownerId: number, id: number) {
  const row = await repo.findOwnChatPhoto(db, ownerId, id);
  return row ? { filename: row.filename, thumb_filename: row.thumb_filename } : null;
}

/** What a message carries for an unsent chat photo: its files, and whether it is sensitive. */
export function photoAttachment(
  photo: Awaited<ReturnType<typeof unsentChatPhoto>>,
  threshold: number,
): Extract<MessageAttachment, { type: 'photo' }> {
  const sensitive = isSensitive(photo, threshold);
  return {
    type: 'photo',
    filename: photo.filename,
    thumb_filename: photo.thumb_filename,
    width: photo.width,
    height: photo.height,
    ...(sensitive
      ? { sensitive, ...(photo.blur_filename ? { blur_filename: photo.blur_filename } : {}) }
      : {}),
  };
}

/**
 * The member's unsent chat photo, locked to the message about to carry it (in the sending
 * transaction, after the sender's account lock: two sends of one photo cannot both take it).
 */
export async function unsentChatPhoto(tx: Tx, ownerId: number, id: number) {
  const row = await repo.findUnsentChatPhoto(tx, ownerId, id);
  if (!row) throw chatPhotoUnavailable();
  return row;
}

export async function markChatPhotoSent(tx: Tx, id: number, messageId: number): Promise<void> {
  if (!(await repo.setChatPhotoMessage(tx, id, messageId))) throw chatPhotoUnavailable();
}

/** Removes chat photos uploaded and never sent (the hourly clean-up). Answers how many. */
export async function purgeUnsentChatPhotos(db: Db, store: PhotoStore, now = new Date()) {
  const before = new Date(now.getTime() - CHAT_PHOTO_UNSENT_TTL_MS).toISOString();
  const rows = await repo.deleteUnsentChatPhotos(db, before);
  await Promise.all(
    rows.flatMap((row) =>
      [row.filename, row.thumb_filename, row.blur_filename]
        .filter((file): file is string => file !== null)
        .map((file) => store.remove(file)),
    ),
  );
  return rows.length;
}
