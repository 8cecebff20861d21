import { preparedQuery } from '../../db/prepared';
import type { Db, Tx } from '../../db/database';
import type { CreditEntryRow, NewCreditEntry } from './tables';

// The credits ledger and the balance it moves.

// A balance change and its ledger entry run with every paid message: compiled once.
const changeBalanceQuery = preparedQuery<{ userId: number; amount: number }>()((db, param) =>
  db
    .updateTable('app_user')
    .set((eb) => ({ credits: eb('credits', '+', param('amount')) }))
    .where('id', '=', param('userId'))
    .where((eb) => eb(eb('credits', '+', param('amount')), '>=', 0))
    .returning('credits'),
);

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
  const [row] = await changeBalanceQuery(tx, { userId, amount });
  return row?.credits ?? null;
}

const insertEntryQuery = preparedQuery<NewCreditEntry & Record<string, unknown>>()((db, param) =>
  db
    .insertInto('credit_entry')
    .values({
      user_id: param('user_id'),
      amount: param('amount'),
      reason: param('reason'),
      idempotency_key: param('idempotency_key'),
      balance_after: param('balance_after'),
      created_at: param('created_at'),
    })
    .returningAll(),
);

export async function insertEntry(tx: Tx, entry: NewCreditEntry): Promise<CreditEntryRow> {
  const [row] = await insertEntryQuery(tx, { idempotency_key: null, ...entry });
  return row!;
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
