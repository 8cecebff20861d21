import type { Db, Tx } from '../../db/database';
import { listedMembers } from '../../db/fragments/listed-members';
import type { NewSignupTracking } from './tables';

// New accounts and what comes with them. All SQL of sign-up lives here.

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function nameInUse(db: Db, nameKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('profile')
    .select('user_id')
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  name: string;
  nameKey: string;
  birthDate: string;
  country: string;
  language: string;
  at: string;
}

/**
 * The account and its profile, in the caller's transaction. The account waits for its address
 * to be confirmed and the profile stays hidden until then (spec §4), so nothing half-made is
 * ever listed. The unique e-mail and name keys decide between parallel sign-ups.
 */
export async function insertAccount(tx: Tx, account: NewAccount): Promise<number> {
  const { id } = await tx
    .insertInto('app_user')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      status: 'not_confirmed',
      signup_date: account.at,
      language: account.language,
      created_at: account.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('profile')
    .values({
      user_id: id,
      name: account.name,
      name_key: account.nameKey,
      birth_date: account.birthDate,
      country: account.country,
      gender: null,
      sexuality: null,
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      status: 'disabled',
      last_active: account.at,
    })
    .execute();
  return id;
}

export async function insertTracking(tx: Tx, tracking: NewSignupTracking): Promise<void> {
  await tx.insertInto('signup_tracking').values(tracking).execute();
}

export async function findTracking(db: Db, userId: number) {
  return db
    .selectFrom('signup_tracking')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether others may see (and so be written to by) this member. */
export async function isListedMember(db: Db, memberId: number): Promise<boolean> {
  const row = await listedMembers(db)
    .select('profile.user_id')
    .where('profile.user_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}
