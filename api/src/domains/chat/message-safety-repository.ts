import type { Db, Tx } from '../../db/database';
import { raiseListVersions } from '../../db/fragments/list-version';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';
import { sql } from 'kysely';

// Hidden words, held and unkind messages (issue 29 §1).

export async function hiddenWords(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_hidden_word')
    .select('word')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('word')
    .execute();
  return rows.map((row) => row.word);
}

export async function replaceHiddenWords(tx: Tx, userId: number, words: string[], at: string) {
  await tx.deleteFrom('member_hidden_word').where('user_id', '=', userId).execute();
  if (words.length > 0)
    await tx
      .insertInto('member_hidden_word')
      .values(words.map((word) => ({ user_id: userId, word, created_at: at })))
      .execute();
}

/** Marks a stored message hidden, held or unkind (rarely: the send's own insert stays as is). */
export async function markMessage(
  tx: Tx,
  messageId: number,
  marks: { hidden: number; held_until: string | null; unkind: number },
) {
  await tx.updateTable('message').set(marks).where('id', '=', messageId).execute();
}

/** The sender's first messages (requests) since `since`: the burst rule compares their texts. */
export function recentRequestTexts(db: Db, senderId: number, since: string) {
  return db
    .selectFrom('message_request as request')
    .innerJoin('message', 'message.id', 'request.message_id')
    .select(['message.id', 'message.body'])
    .where('request.sender_id', '=', senderId)
    .where('request.created_at', '>=', since)
    .orderBy('message.id', 'desc')
    .limit(50)
    .execute();
}

/** Held messages whose time came (the quarantine), with their conversation's members. */
export function dueHeldMessages(db: Db, now: string, limit: number) {
  return heldMessages(db).where('message.held_until', '<=', now).limit(limit).execute();
}

/**
 * Ends the quarantine of new accounts' messages still waiting for it (never a hold for the
 * moderators): those sent to `recipientId` (who now takes them at once), or by `senderId` (whose
 * photos were verified). They are due `now`, for releaseHeld to deliver.
 */
export async function endQuarantine(
  db: Db,
  party: { recipientId: number } | { senderId: number },
  moderationHold: string,
  now: string,
): Promise<number> {
  let query = db
    .updateTable('message')
    .set({ held_until: now })
    .where('held_until', '>', now)
    .where('held_until', '<>', moderationHold);
  if ('senderId' in party) query = query.where('sender_id', '=', party.senderId);
  else
    query = query
      .where('sender_id', '<>', party.recipientId)
      .where('conversation_id', 'in', (eb) =>
        eb
          .selectFrom('conversation_member')
          .select('conversation_member.conversation_id')
          .where('conversation_member.user_id', '=', party.recipientId),
      );
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Messages held for moderation whose sender no moderator still has to look at: no open report of
 * the site's own about them, and an account in good standing.
 */
export function releasableModerationHolds(db: Db, held: string, limit: number) {
  return heldMessages(db)
    .innerJoin('app_user as sender', 'sender.id', 'message.sender_id')
    .where('message.held_until', '=', held)
    .where('sender.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_report')
            .select('member_report.id')
            .whereRef('member_report.reported_id', '=', 'message.sender_id')
            .where('member_report.status', '=', 'open')
            .where('member_report.automatic', '=', 1),
        ),
      ),
    )
    .limit(limit)
    .execute();
}

const heldMessages = (db: Db) =>
  db
    .selectFrom('message')
    .innerJoin('conversation_member as recipient', (join) =>
      join
        .onRef('recipient.conversation_id', '=', 'message.conversation_id')
        .onRef('recipient.user_id', '<>', 'message.sender_id'),
    )
    .select([
      'message.id',
      'message.conversation_id',
      'message.sender_id',
      'recipient.user_id as recipient_id',
    ])
    .where('message.held_until', 'is not', null);

/** Delivers a held message: its request waits its full time from now. */
export async function releaseHeld(
  tx: Tx,
  held: { id: number; conversation_id: number; sender_id: number; recipient_id: number },
  expiresAt: string,
): Promise<'released' | 'request released' | null> {
  const released = await tx
    .updateTable('message')
    .set({ held_until: null })
    .where('id', '=', held.id)
    .where('held_until', 'is not', null)
    .returning('id')
    .execute();
  if (released.length === 0) return null;
  const request = await tx
    .updateTable('message_request')
    .set({ expires_at: expiresAt })
    .where('message_id', '=', held.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  await raiseListVersions(tx, 'chat_list_version', [held.sender_id, held.recipient_id]);
  return Number(request.numUpdatedRows) > 0 ? 'request released' : 'released';
}

/** The member's hidden messages, newest first, with who sent each and whether it is a request. */
export function hiddenMessagesOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('message')
    .innerJoin('conversation_member as mine', (join) =>
      join
        .onRef('mine.conversation_id', '=', 'message.conversation_id')
        .on('mine.user_id', '=', userId),
    )
    .innerJoin('profile', 'profile.user_id', 'message.sender_id')
    .leftJoin('message_request as request', (join) =>
      join.onRef('request.message_id', '=', 'message.id').on('request.status', '=', 'pending'),
    )
    .leftJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('message.sender_id'))),
    )
    .select([
      'message.id',
      'message.conversation_id',
      'message.body',
      'message.created_at',
      'message.attachment',
      'message.lang',
      'message.unkind',
      'profile.user_id as profile_id',
      'profile.name as profile_name',
      'request.conversation_id as request_conversation_id',
      ...mainImageColumns,
    ])
    .where('message.hidden', '=', 1)
    .where('message.sender_id', '<>', userId)
    .where('message.held_until', 'is', null)
    .orderBy('message.id', 'desc')
    .limit(limit)
    .execute();
}

/** Shows a hidden message of the member's in its conversation after all. */
export async function unhide(tx: Tx, userId: number, messageId: number) {
  const row = await tx
    .updateTable('message')
    .set({ hidden: 0 })
    .where('id', '=', messageId)
    .where('hidden', '=', 1)
    .where('sender_id', '<>', userId)
    .where('conversation_id', 'in', (eb) =>
      eb.selectFrom('conversation_member').select('conversation_id').where('user_id', '=', userId),
    )
    .returning(['id', 'conversation_id', 'sender_id'])
    .executeTakeFirst();
  if (row) await raiseListVersions(tx, 'chat_list_version', [userId]);
  return row;
}
