import type { Db, Tx } from '../../db/database';
import type { CreditEntryRow, NewCreditEntry } from './tables';

// The credits ledger and the balance it moves.

/**
 * Moves the balance by `amount` unless that would take it below zero; returns the new balance,
 * or null when the member does not have enough. One conditional statement, so parallel charges
 * on the last credit cannot both pass.
 */
export async function changeBalance(
  tx: Tx,
  userId: number,
  amount: number,
): Promise<number | null> {
  const row = await tx
    .updateTable('app_user')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('credits', '+', amount), '>=', 0))
    .returning('credits')
    .executeTakeFirst();
  return row?.credits ?? null;
}

export async function insertEntry(tx: Tx, entry: NewCreditEntry): Promise<CreditEntryRow> {
  return tx.insertInto('credit_entry').values(entry).returningAll().executeTakeFirstOrThrow();
}

export function findEntryByKey(
  db: Db,
  userId: number,
  idempotencyKey: string,
): Promise<CreditEntryRow | undefined> {
  return db
    .selectFrom('credit_entry')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The sum of the member's entries: always equal to their balance. */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('credit_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}
