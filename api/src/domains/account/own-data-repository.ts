import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DataExportTable } from './tables';

// A member's own data (issue 48 §4): read-only views across the domains' tables, so that the
// download is a handful of queries, not a call per domain (as the support desk's file); the
// download's own table is written only here.

export function account(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select([
      'app_user.email',
      'app_user.language',
      'app_user.status',
      'app_user.credits',
      'app_user.paid_user',
      'app_user.signup_date',
      'profile.name',
      'profile.birth_date',
      'profile.gender',
      'profile.country',
      'profile.city',
      'profile.about',
      'profile.seeking',
      'profile.sexuality',
      'profile.relationship_status',
      'profile.body_type',
      'profile.hair_colour',
      'profile.eye_colour',
      'profile.tattoos',
      'profile.verified_at',
    ])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
}

export function photos(db: Db, userId: number) {
  return db
    .selectFrom('profile_image')
    .select(['filename', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}

/**
 * Every message of the member's conversations that reached them or that they sent: held first
 * messages of others (not yet delivered) are not theirs yet.
 */
export function messages(db: Db, userId: number, now: string) {
  return db
    .selectFrom('conversation_member as mine')
    .innerJoin('message', 'message.conversation_id', 'mine.conversation_id')
    .innerJoin('conversation_member as theirs', (join) =>
      join
        .onRef('theirs.conversation_id', '=', 'mine.conversation_id')
        .onRef('theirs.user_id', '!=', 'mine.user_id'),
    )
    .innerJoin('profile', 'profile.user_id', 'theirs.user_id')
    .select([
      'message.conversation_id',
      'message.sender_id',
      'message.body',
      'message.attachment',
      'message.created_at',
      'theirs.user_id as other_id',
      'profile.name as other_name',
    ])
    .where('mine.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('message.sender_id', '=', userId),
        eb('message.held_until', 'is', null),
        eb('message.held_until', '<=', now),
      ]),
    )
    .orderBy('message.conversation_id')
    .orderBy('message.id')
    .execute();
}

const nameOf = (
  column: 'member_like.liked_id' | 'member_like.liker_id' | 'member_match.other_id',
) => sql<string>`(select name from profile where profile.user_id = ${sql.ref(column)})`;

export async function likes(db: Db, userId: number) {
  const [given, received, matches] = await Promise.all([
    db
      .selectFrom('member_like')
      .select(['liked_id as member_id', 'created_at', nameOf('member_like.liked_id').as('name')])
      .where('liker_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('member_like')
      .select(['liker_id as member_id', 'created_at', nameOf('member_like.liker_id').as('name')])
      .where('liked_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('member_match')
      .select(['other_id as member_id', 'created_at', nameOf('member_match.other_id').as('name')])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { given, received, matches };
}

export async function money(db: Db, userId: number) {
  const [orders, credits] = await Promise.all([
    db
      .selectFrom('payment_order')
      .select(['id', 'created_at', 'credits', 'amount', 'currency', 'paymentmethod', 'status'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('credit_entry')
      .select(['created_at', 'amount', 'reason', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { orders, credits };
}

export async function logins(db: Db, userId: number) {
  const [sessions, devices] = await Promise.all([
    db
      .selectFrom('session')
      .select(['created_at', 'last_seen', 'device', 'country'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('known_device')
      .select(['device', 'country', 'first_seen'])
      .where('user_id', '=', userId)
      .orderBy('first_seen')
      .execute(),
  ]);
  return { sessions, devices };
}

export function complaints(db: Db, userId: number) {
  return db
    .selectFrom('complaint')
    .select(['id', 'subject', 'description', 'created_at', 'status'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

// The download itself.

export async function insertExport(db: Db, userId: number, at: string): Promise<number> {
  const row = await db
    .insertInto('data_export')
    .values({ user_id: userId, status: 'building', progress: 0, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function latestExport(db: Db, userId: number) {
  return db
    .selectFrom('data_export')
    .select(['id', 'status', 'progress', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setProgress(db: Db, id: number, progress: number) {
  await db.updateTable('data_export').set({ progress }).where('id', '=', id).execute();
}

export async function finishExport(
  db: Db,
  id: number,
  done: Pick<DataExportTable, 'archive' | 'token_hash' | 'ready_at' | 'expires_at'>,
) {
  await db
    .updateTable('data_export')
    .set({ ...done, status: 'ready', progress: 100 })
    .where('id', '=', id)
    .execute();
}

export async function failExport(db: Db, id: number) {
  await db.updateTable('data_export').set({ status: 'failed' }).where('id', '=', id).execute();
}

/**
 * Takes the archive of a ready download once: the link's first use gets it (and it leaves the
 * database); any later or concurrent use finds nothing.
 */
export async function takeExport(db: Db, tokenHash: string, at: string) {
  return db.transaction().execute(async (tx) => {
    const taken = await tx
      .updateTable('data_export')
      .set({ status: 'taken' })
      .where('token_hash', '=', tokenHash)
      .where('status', '=', 'ready')
      .where('expires_at', '>', at)
      .returning(['id', 'archive'])
      .executeTakeFirst();
    if (taken)
      await tx
        .updateTable('data_export')
        .set({ archive: null })
        .where('id', '=', taken.id)
        .execute();
    return taken;
  });
}

/**
 * Tidies the downloads: an archive whose link expired leaves the database, and one still
 * "building" long after its start (its node stopped) is marked failed so the member can ask again.
 */
export async function tidyExports(db: Db, now: string, stalledBefore: string) {
  await db
    .updateTable('data_export')
    .set({ archive: null })
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .where('archive', 'is not', null)
    .execute();
  await db
    .updateTable('data_export')
    .set({ status: 'failed' })
    .where('status', '=', 'building')
    .where('created_at', '<', stalledBefore)
    .execute();
}
