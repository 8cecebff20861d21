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
    .select(['id', 'filename', 'thumb_filename', 'width', 'height'])
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
    .returning(['filename', 'thumb_filename'])
    .execute();
}
