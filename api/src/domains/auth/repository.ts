import type { Db, Tx } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { AppUserRow, NewSession } from './tables';

// Accounts, sessions and login attempts.

export function findUserByEmail(db: Db, email: string): Promise<AppUserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<AppUserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

const lockAccountQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .updateTable('app_user')
    .set((eb) => ({ paid_user: eb.ref('paid_user') }))
    .where('id', '=', param('userId'))
    .returning(['paid_user', 'status', 'credits', 'held_credits', 'language']),
);

/**
 * Holds the member's account row until the transaction ends, so two writes of the same member
 * that count something first (photos, started conversations) run one after the other
 * (a PostgreSQL row lock; SQLite has one writer at a time anyway).
 */
export async function lockAccount(tx: Tx, userId: number) {
  const [row] = await lockAccountQuery(tx, { userId });
  if (!row) throw new Error(`no account ${userId}`);
  return row;
}

export function findUserByProfileNameKey(db: Db, nameKey: string): Promise<AppUserRow | undefined> {
  return db
    .selectFrom('profile')
    .innerJoin('app_user', 'app_user.id', 'profile.user_id')
    .selectAll('app_user')
    .where('profile.name_key', '=', nameKey)
    .executeTakeFirst();
}

/** The account with the profile fields the User contract carries. */
const accountQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select([
      'app_user.id',
      'app_user.email',
      'app_user.status',
      'app_user.credits',
      'app_user.held_credits',
      'app_user.who_may_write',
      'app_user.quarantine_skip',
      'app_user.paid_user',
      'app_user.signup_date',
      'app_user.language',
      'app_user.notifications_disabled',
      'profile.name',
      'profile.country',
      'profile.status as profile_status',
    ])
    .where('app_user.id', '=', param('userId')),
);

export async function findAccount(db: Db, userId: number) {
  return (await accountQuery(db, { userId }))[0];
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The member's language (of the interface, and of what they write). */
export async function findLanguage(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language;
}

export async function updateLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('app_user').set({ language }).where('id', '=', userId).execute();
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

const liveSessionQuery = preparedQuery<{ tokenHash: string; now: string }>()((db, param) =>
  db
    .selectFrom('session')
    .select(['id', 'user_id', 'last_seen'])
    .where('token_hash', '=', param('tokenHash'))
    .where('expires_at', '>', param('now')),
);

/** Runs on every request that carries a session cookie. */
export async function findLiveSession(db: Db, tokenHash: string, now: string) {
  return (await liveSessionQuery(db, { tokenHash, now }))[0];
}

/** Whether a session (by id) is still live: its member's event streams ask. */
export async function isSessionLive(db: Db, sessionId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('id', '=', sessionId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
}

/** Records that the member is around: session bookkeeping and the profile's "online" time. */
export async function touchSession(
  db: Db,
  sessionId: number,
  userId: number,
  now: string,
): Promise<void> {
  await db.updateTable('session').set({ last_seen: now }).where('id', '=', sessionId).execute();
  await touchProfile(db, userId, now);
}

/** The profile's "online" time. */
export async function touchProfile(db: Db, userId: number, now: string): Promise<void> {
  await db.updateTable('profile').set({ last_active: now }).where('user_id', '=', userId).execute();
}

/** The member is away: the session is due a touch, the profile's online time is past. */
export async function markAway(
  db: Db,
  tokenHash: string,
  userId: number,
  { lastSeen, lastActive }: { lastSeen: string; lastActive: string },
): Promise<void> {
  await db
    .updateTable('session')
    .set({ last_seen: lastSeen })
    .where('token_hash', '=', tokenHash)
    .execute();
  // Never moved forward: an older last_active stays as it was.
  await db
    .updateTable('profile')
    .set({ last_active: lastActive })
    .where('user_id', '=', userId)
    .where('last_active', '>', lastActive)
    .execute();
}

export async function recordLoginFailure(
  db: Db,
  accountKey: string,
  source: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ account_key: accountKey, source, attempted_at: now })
    .execute();
}

/**
 * Times of the most recent failures since `since`, newest first, at most `limit`: on one login
 * name (from `source` only, when given), or from one source on any login name.
 */
export async function recentLoginFailures(
  db: Db,
  on: { accountKey?: string; source?: string },
  since: string,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('login_attempt')
    .select('attempted_at')
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .limit(limit);
  if (on.accountKey !== undefined) query = query.where('account_key', '=', on.accountKey);
  if (on.source !== undefined) query = query.where('source', '=', on.source);
  const rows = await query.execute();
  return rows.map((row) => row.attempted_at);
}

/** Forgets a login name's failures after a successful login. */
export async function clearLoginFailures(db: Db, accountKey: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('account_key', '=', accountKey).execute();
}

/** Drops failures older than every window, so the table stays small. */
export async function pruneLoginFailures(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('attempted_at', '<=', before).execute();
}

export async function updatePasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Ends every session of the member (password reset, deletion). */
export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('session').where('user_id', '=', userId).execute();
}

/** The address is confirmed: the account is active and its profile shown (if it was held back). */
export async function confirmAccount(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ status: 'active' })
    .where('id', '=', userId)
    .where('status', '=', 'not_confirmed')
    .execute();
  await db
    .updateTable('profile')
    .set({ status: 'active' })
    .where('user_id', '=', userId)
    .where('status', '=', 'disabled')
    .execute();
}

/**
 * Records a reset request and answers how many this source made for this address since `since`
 * (this one included). Older requests for the address are dropped on the way.
 */
export async function recordResetRequest(
  db: Db,
  request: { addressKey: string; source: string; at: string },
  since: string,
): Promise<number> {
  await db
    .deleteFrom('password_reset_request')
    .where('address_key', '=', request.addressKey)
    .where('requested_at', '<', since)
    .execute();
  await db
    .insertInto('password_reset_request')
    .values({ address_key: request.addressKey, source: request.source, requested_at: request.at })
    .execute();
  const { count } = await db
    .selectFrom('password_reset_request')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('address_key', '=', request.addressKey)
    .where('source', '=', request.source)
    .where('requested_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** What the member's list of sessions shows of one: its device and place (issue 29 §4). */
export async function describeSession(
  db: Db,
  tokenHash: string,
  client: { device: string | null; country: string | null },
): Promise<void> {
  await db.updateTable('session').set(client).where('token_hash', '=', tokenHash).execute();
}

/** The member's sessions that have not expired, the most recently used first. */
export const liveSessionsOf = (db: Db, userId: number, now: string) =>
  db
    .selectFrom('session')
    .select(['id', 'device', 'country', 'created_at', 'last_seen'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Ends one session of the member (never another member's): whether there was one. */
export async function deleteSessionOf(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the member but `keepId` (the browser asking). */
export async function deleteOtherSessionsOf(
  db: Db,
  userId: number,
  keepId: number,
): Promise<number> {
  const result = await db
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Notes a device and country the member logged in from: whether it is new to them, and whether
 * they had logged in from another one before (the very first is nobody's news).
 */
export async function rememberDevice(
  db: Db,
  userId: number,
  seen: { device: string; country: string },
  at: string,
): Promise<{ isNew: boolean; knewOthers: boolean }> {
  const known = await db
    .selectFrom('known_device')
    .select(['device', 'country'])
    .where('user_id', '=', userId)
    .execute();
  if (known.some((one) => one.device === seen.device && one.country === seen.country))
    return { isNew: false, knewOthers: true };
  const inserted = await db
    .insertInto('known_device')
    .values({ user_id: userId, ...seen, first_seen: at })
    .onConflict((oc) => oc.columns(['user_id', 'device', 'country']).doNothing())
    .executeTakeFirst();
  return {
    isNew: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0,
    knewOthers: known.length > 0,
  };
}
