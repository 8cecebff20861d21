import type { Db, Tx } from '../../db/database';
import type { NewChatPhoto } from './tables';

// Chat photos: uploaded unsent, then carried by one message (chat-photos.ts).

export async function insertChatPhoto(db: Db, photo: NewChatPhoto): Promise<number> {
  const row = await db
    .insertInto('chat_photo')
    .values(photo)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findUnsentChatPhoto(tx: Tx, ownerId: number, id: number) {
  return tx
    .selectFrom('chat_photo')
    .select([
      'id',
      'filename',
      'thumb_filename',
      'width',
      'height',
      'nudity_score',
      'screened_at',
      'blur_filename',
    ])
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .executeTakeFirst();
}

/** Whether the photo was still unsent and is now the message's. */
export async function setChatPhotoMessage(tx: Tx, id: number, messageId: number) {
  const result = await tx
    .updateTable('chat_photo')
    .set({ message_id: messageId })
    .where('id', '=', id)
    .where('message_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the photos never sent since `before`, answering their files. */
export function deleteUnsentChatPhotos(db: Db, before: string) {
  return db
    .deleteFrom('chat_photo')
    .where('message_id', 'is', null)
    .where('created_at', '<', before)
    .returning(['filename', 'thumb_filename', 'blur_filename'])
    .execute();
}

/** One of the member's chat photos, sent or not, as its check stands. */
export function findOwnChatPhoto(db: Db, ownerId: number, id: number) {
  return db
    .selectFrom('chat_photo')
    .select(['id', 'filename', 'thumb_filename', 'width', 'height', 'nudity_score', 'screened_at'])
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** Chat photos waiting for the screening job, oldest first. */
export function chatPhotosToScreen(db: Db, limit: number) {
  return db
    .selectFrom('chat_photo')
    .select(['id', 'filename'])
    .where('screened_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A chat photo's score (null: it could not be checked), once. */
export async function recordChatPhotoScreening(
  db: Db,
  id: number,
  nudityScore: number | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_photo')
    .set({ nudity_score: nudityScore, screened_at: at })
    .where('id', '=', id)
    .where('screened_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the member has a chat photo with this file (its main, small or blurred size). */
export async function hasChatPhotoFile(db: Db, ownerId: number, file: string) {
  const row = await db
    .selectFrom('chat_photo')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where((eb) =>
      eb.or([
        eb('filename', '=', file),
        eb('thumb_filename', '=', file),
        eb('blur_filename', '=', file),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
