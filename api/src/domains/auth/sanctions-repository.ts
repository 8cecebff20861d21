import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { MemberSanctionTable } from './tables';

/** Moves the account from one of `from` to `to`; answers the status it had, or null. */
export async function switchStatus<S extends string>(
  tx: Tx,
  userId: number,
  from: readonly S[],
  to: 'active' | 'not_confirmed' | 'suspended' | 'banned',
): Promise<S | null> {
  const row = await tx
    .selectFrom('app_user')
    .select('status')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || !(from as readonly string[]).includes(row.status)) return null;
  const result = await tx
    .updateTable('app_user')
    .set({ status: to })
    .where('id', '=', userId)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? (row.status as S) : null;
}

export async function insertSanction(tx: Tx, sanction: Insertable<MemberSanctionTable>) {
  await tx.insertInto('member_sanction').values(sanction).execute();
}

/** The member's sanction in force (not lifted), newest first. */
export function currentSanction(db: Db | Tx, userId: number) {
  return db
    .selectFrom('member_sanction')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function liftSanctions(tx: Tx, userId: number, at: string) {
  await tx
    .updateTable('member_sanction')
    .set({ lifted_at: at })
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .execute();
}

/** Keeps a banned address's hash (once: the same address banned twice is one row). */
export async function insertBannedAddress(tx: Tx, addressHash: string, bannedAt: string) {
  await tx
    .insertInto('banned_address')
    .values({ address_hash: addressHash, banned_at: bannedAt })
    .onConflict((oc) => oc.column('address_hash').doNothing())
    .execute();
}

export async function hasBannedAddress(db: Db, addressHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('banned_address')
    .select('address_hash')
    .where('address_hash', '=', addressHash)
    .executeTakeFirst();
  return row !== undefined;
}
