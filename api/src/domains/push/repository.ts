import type { Db } from '../../db/database';
import type { PushSubscriptionRow } from './tables';

// Web push: keys, subscriptions, the push cursor.

export function findVapidKey(db: Db) {
  return db.selectFrom('vapid_key').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Stores a key pair unless another node stored one first (theirs then wins). */
export async function insertVapidKey(
  db: Db,
  key: { public_key: string; private_key: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('vapid_key')
    .values({ id: 1, ...key })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Stores a browser's subscription for the member's session there. A browser has one
 * subscription per site: the same endpoint sent again (keys renewed, a new session, or another
 * member now logged in there) replaces the row.
 */
export async function upsertSubscription(
  db: Db,
  row: {
    user_id: number;
    session_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('push_subscription')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        session_id: row.session_id,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export async function deleteSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscription')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A subscription the push service says is gone (404/410). */
export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscription').where('id', '=', id).execute();
}

/**
 * The member's subscriptions whose session is still live: an ended session's are deleted with
 * it, an expired one's wait for the browser's next login. (Those stored before sessions were
 * kept with them have none and count as live.)
 */
export function subscriptionsOf(
  db: Db,
  userId: number,
  now: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscription')
    .leftJoin('session', 'session.id', 'push_subscription.session_id')
    .selectAll('push_subscription')
    .where('push_subscription.user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('push_subscription.session_id', 'is', null), eb('session.expires_at', '>', now)]),
    )
    .orderBy('push_subscription.id')
    .execute();
}

export async function findCursor(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('push_cursor')
    .select('last_event_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.last_event_id) : null;
}

/** Starts the member's cursor at `eventId` unless they have one. */
export async function insertCursor(db: Db, userId: number, eventId: number): Promise<void> {
  await db
    .insertInto('push_cursor')
    .values({ user_id: userId, last_event_id: eventId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Starts the member's cursor at `eventId`, or moves it there if it is behind. */
export async function moveCursorForward(db: Db, userId: number, eventId: number): Promise<void> {
  await db
    .insertInto('push_cursor')
    .values({ user_id: userId, last_event_id: eventId })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_event_id: eventId })
        .where('push_cursor.last_event_id', '<', eventId),
    )
    .execute();
}

/**
 * Moves the cursor from `from` to `to`; false when it was no longer at `from` (another node
 * claimed those events first): each event is considered for a push by one node only.
 */
export async function advanceCursor(
  db: Db,
  userId: number,
  from: number,
  to: number,
): Promise<boolean> {
  const result = await db
    .updateTable('push_cursor')
    .set({ last_event_id: to })
    .where('user_id', '=', userId)
    .where('last_event_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a push to this member depends on: their language and the kinds they switched off. */
export function recipient(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['language', 'notifications_disabled', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Names and main photos (approved) of the members a push is about. */
export function senders(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile')
    .select((eb) => [
      'profile.user_id',
      'profile.name',
      eb
        .selectFrom('profile_image')
        .select('thumb_filename')
        .whereRef('profile_image.user_id', '=', 'profile.user_id')
        .where('profile_image.status', '=', 'active')
        .orderBy('position')
        .orderBy('id')
        .limit(1)
        .as('thumb_filename'),
    ])
    .where('profile.user_id', 'in', userIds)
    .execute();
}

/** The other member of each of these conversations, as seen by `userId`. */
export function conversationPartners(db: Db, userId: number, conversationIds: number[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_member')
    .select(['conversation_id', 'user_id'])
    .where('conversation_id', 'in', conversationIds)
    .where('user_id', '!=', userId)
    .execute();
}

/** Of these messages, the ones that opened their conversation (its first message). */
export async function openingMessages(db: Db, messageIds: number[]): Promise<Set<number>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('message as m')
    .select('m.id')
    .where('m.id', 'in', messageIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('message as earlier')
            .select('earlier.id')
            .whereRef('earlier.conversation_id', '=', 'm.conversation_id')
            .whereRef('earlier.id', '<', 'm.id'),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
