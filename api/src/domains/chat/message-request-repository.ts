import { sql } from 'kysely';
import type { MessageRequestStatus, WhoMayWrite } from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';
import { raiseListVersions } from '../../db/fragments/list-version';
import { blockBetween } from '../../db/fragments/not-blocked';
import type { NewMessageRequest } from './tables';

// Message requests (issue 29 §1): a first message waiting for its recipient's consent.

export async function insertRequest(tx: Tx, request: NewMessageRequest): Promise<void> {
  await tx.insertInto('message_request').values(request).execute();
  await raiseListVersions(tx, 'chat_list_version', [request.sender_id, request.recipient_id]);
}

export function findRequest(db: Db, conversationId: number) {
  return (
    db
      .selectFrom('message_request')
      .innerJoin('message', 'message.id', 'message_request.message_id')
      .selectAll('message_request')
      // Held (quarantine, moderation): not yet the recipient's to see, nor to decide.
      .select('message.held_until')
      .where('message_request.conversation_id', '=', conversationId)
      .executeTakeFirst()
  );
}

/**
 * Moves a request from `from` to `to`; answers the row when this call moved it (none when
 * another decision came first: one conditional statement, so parallel accepts charge once).
 */
export async function moveRequest(
  tx: Tx,
  conversationId: number,
  from: MessageRequestStatus,
  to: MessageRequestStatus,
  at: string,
) {
  const row = await tx
    .updateTable('message_request')
    .set({ status: to, decided_at: at })
    .where('conversation_id', '=', conversationId)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
  if (row) await raiseListVersions(tx, 'chat_list_version', [row.sender_id, row.recipient_id]);
  return row;
}

/** The conversations of a member's pending requests, sent or received. */
export function pendingRequestsOf(db: Db, userId: number) {
  return db
    .selectFrom('message_request')
    .select('conversation_id')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute();
}

/**
 * The messages a member sent that the other never got: held (quarantine, moderation), or in a
 * conversation their request opened and the other never accepted.
 */
export async function deleteUndeliveredMessagesOf(tx: Tx, userId: number): Promise<void> {
  await tx
    .deleteFrom('message')
    .where('sender_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('held_until', 'is not', null),
        eb(
          'conversation_id',
          'in',
          eb
            .selectFrom('message_request')
            .select('conversation_id')
            .where('sender_id', '=', userId)
            .where('status', '!=', 'accepted'),
        ),
      ]),
    )
    .execute();
}

/** Every request a member sent or received. */
export async function deleteRequestsOf(tx: Tx, userId: number): Promise<void> {
  await tx
    .deleteFrom('message_request')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute();
}

/** Pending requests past their time, oldest first. */
export function expiredRequests(db: Db, now: string, limit: number) {
  return (
    db
      .selectFrom('message_request')
      .innerJoin('message', 'message.id', 'message_request.message_id')
      .select('message_request.conversation_id')
      .where('message_request.status', '=', 'pending')
      .where('message_request.expires_at', '<=', now)
      // A held request's time starts when it is delivered.
      .where('message.held_until', 'is', null)
      .orderBy('message_request.expires_at')
      .limit(limit)
      .execute()
  );
}

/** Pending requests whose members are blocked, either way, since the request was sent. */
export function blockedRequests(db: Db, limit: number) {
  return db
    .selectFrom('message_request as request')
    .select('request.conversation_id')
    .where('request.status', '=', 'pending')
    .where(
      blockBetween(sql.ref<number>('request.recipient_id'), sql.ref<number>('request.sender_id')),
    )
    .limit(limit)
    .execute();
}

/**
 * The requests waiting for a member: pending, not lapsed, shown (not held by a new account's
 * quarantine or moderation, not hidden by the member's words), from a live account that
 * neither of them blocked.
 */
function waitingFor(db: Db, recipientId: number, now: string) {
  return db
    .selectFrom('message_request as request')
    .innerJoin('message', 'message.id', 'request.message_id')
    .innerJoin('app_user as sender', 'sender.id', 'request.sender_id')
    .where('request.recipient_id', '=', recipientId)
    .where('request.status', '=', 'pending')
    .where('request.expires_at', '>', now)
    .where('message.held_until', 'is', null)
    .where('message.hidden', '=', 0)
    .where('sender.status', '=', 'active')
    .where((eb) => eb.not(blockBetween(recipientId, sql.ref<number>('request.sender_id'))(eb)));
}

/** The requests waiting for a member, newest first: who wrote and their first message. */
export function pendingFor(db: Db, recipientId: number, now: string) {
  return waitingFor(db, recipientId, now)
    .innerJoin('profile', 'profile.user_id', 'request.sender_id')
    .leftJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('request.sender_id'))),
    )
    .select([
      'request.conversation_id',
      'request.expires_at',
      'profile.user_id as profile_id',
      'profile.name as profile_name',
      'profile.birth_date',
      'profile.city',
      'profile.verified_at',
      ...mainImageColumns,
      'message.id as message_id',
      'message.body',
      'message.created_at',
      'message.attachment',
      'message.lang',
    ])
    .orderBy('request.created_at', 'desc')
    .orderBy('request.conversation_id', 'desc')
    .execute();
}

/** How many requests wait for a member (the Messages badge counts them). */
export async function countPendingFor(db: Db, recipientId: number, now: string) {
  const row = await waitingFor(db, recipientId, now)
    .select((eb) => eb.fn.countAll<number | string>().as('waiting'))
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}

/**
 * What decides how a first message from `senderId` reaches `recipientId` (besides whether they
 * match, the likes domain's): whether the recipient is one of the site's operated profiles, whom
 * they let write, and whether the sender is verified.
 */
export function firstContact(db: Db, senderId: number, recipientId: number) {
  return db
    .selectFrom('app_user as recipient')
    .innerJoin('profile as recipient_profile', 'recipient_profile.user_id', 'recipient.id')
    .innerJoin('profile as sender_profile', (join) =>
      join.on('sender_profile.user_id', '=', senderId),
    )
    .innerJoin('app_user as sender', (join) => join.on('sender.id', '=', senderId))
    .select([
      'recipient.who_may_write',
      'recipient.quarantine_skip',
      'sender.signup_date as sender_signup_date',
      'recipient_profile.fictional',
      'recipient_profile.name',
      'sender_profile.verified_at as sender_verified_at',
      'sender_profile.fictional as sender_fictional',
    ])
    .where('recipient.id', '=', recipientId)
    .executeTakeFirst();
}

export async function setWhoMayWrite(
  db: Db,
  userId: number,
  choice: { who_may_write?: WhoMayWrite; quarantine_skip?: number },
): Promise<void> {
  await db.updateTable('app_user').set(choice).where('id', '=', userId).execute();
}
