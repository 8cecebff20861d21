import { saveAll } from './store-failure';
import { randomBytes } from 'node:crypto';
import { CHAT_PHOTO_UNSENT_TTL_MS, errorCodes, type ChatPhoto } from '@app/shared/contracts';
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
 * A photo for chat (spec §2 chat): decoded and re-encoded like profile photos (no EXIF, no
 * position), kept unsent until a message carries it; the charge (photo_credits) comes with
 * the message, so an upload that is never sent costs nothing.
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
  const name = `chat-${randomBytes(16).toString('hex')}`;
  const files = { filename: `${name}.webp`, thumb_filename: `${name}-thumb.webp` };
  await saveAll(store, { [files.filename]: sizes.main, [files.thumb_filename]: sizes.thumb });
  try {
    const id = await repo.insertChatPhoto(db, {
      owner_id: ownerId,
      ...files,
      width,
      height,
      created_at: now.toISOString(),
    });
    return { id, ...files, width, height };
  } catch (error) {
    await Promise.all([store.remove(files.filename), store.remove(files.thumb_filename)]);
    throw error;
  }
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
    rows.flatMap((row) => [store.remove(row.filename), store.remove(row.thumb_filename)]),
  );
  return rows.length;
}
