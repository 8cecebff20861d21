import type { Seeking } from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import { listedMembers } from '../../db/fragments/listed-members';
import type { AccountDeletionRow, NewAccountDeletion, NewSignupTracking } from './tables';

// New accounts and what comes with them.

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
  /** Whom they would like to meet, when sign-up asked (issue 49 §2). */
  seeking?: Seeking;
  /** The mail kinds that start switched off. */
  notificationsDisabled: readonly string[];
  at: string;
}

/** A new profile's row: its name, birth date and country; the rest given later. */
const newProfile = (
  id: number,
  account: Pick<NewAccount, 'name' | 'nameKey' | 'birthDate' | 'country' | 'at' | 'seeking'>,
  fictional: 0 | 1,
) => ({
  user_id: id,
  name: account.name,
  name_key: account.nameKey,
  birth_date: account.birthDate,
  country: account.country,
  gender: null,
  seeking: account.seeking ?? null,
  sexuality: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  // Hidden until shown by an update (a confirmed address; an operated profile at once).
  status: 'disabled' as const,
  fictional,
  last_active: account.at,
});

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
      notifications_disabled: JSON.stringify(account.notificationsDisabled),
      created_at: account.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('profile')
    .values(newProfile(id, account, 0))
    .execute();
  return id;
}

/**
 * An operated profile's account (issue 48 §1): active, its profile listed and marked fictional
 * at once; nobody confirms an address or logs in.
 */
export async function insertOperatedAccount(
  tx: Tx,
  account: Omit<NewAccount, 'notificationsDisabled'>,
): Promise<number> {
  const { id } = await tx
    .insertInto('app_user')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      status: 'active',
      signup_date: account.at,
      language: account.language,
      created_at: account.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('profile')
    .values(newProfile(id, account, 1))
    .execute();
  // Shown by an update, as a confirmed sign-up is: the card epoch's triggers are on updates, so
  // every list kept in a cache sees the new profile.
  await tx.updateTable('profile').set({ status: 'active' }).where('user_id', '=', id).execute();
  return id;
}

export async function insertTracking(tx: Tx, tracking: NewSignupTracking): Promise<void> {
  await tx.insertInto('signup_tracking').values(tracking).execute();
}

/** Whether others may see (and so be written to by) this member. */
export async function isListedMember(db: Db, memberId: number): Promise<boolean> {
  const row = await listedMembers(db)
    .select('profile.user_id')
    .where('profile.user_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the account as leaving, from whatever it was (active or not confirmed); null when it is
 * already leaving or gone. Conditional on the status read, so of two parallel requests one wins.
 */
export async function markPendingDeletion(
  tx: Tx,
  userId: number,
): Promise<{ previous_status: 'active' | 'not_confirmed' } | null> {
  const row = await tx
    .selectFrom('app_user')
    .select('status')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row?.status !== 'active' && row?.status !== 'not_confirmed') return null;
  const result = await tx
    .updateTable('app_user')
    .set({ status: 'pending_deletion' })
    .where('id', '=', userId)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { previous_status: row.status } : null;
}

export async function insertDeletion(tx: Tx, deletion: NewAccountDeletion): Promise<void> {
  await tx.insertInto('account_deletion').values(deletion).execute();
}

export function findDeletion(db: Db, userId: number): Promise<AccountDeletionRow | undefined> {
  return db
    .selectFrom('account_deletion')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function restoreStatus(
  tx: Tx,
  userId: number,
  status: AccountDeletionRow['previous_status'],
): Promise<void> {
  await tx
    .updateTable('app_user')
    .set({ status })
    .where('id', '=', userId)
    .where('status', '=', 'pending_deletion')
    .execute();
}

export async function deleteDeletion(tx: Tx, userId: number): Promise<void> {
  await tx.deleteFrom('account_deletion').where('user_id', '=', userId).execute();
}
