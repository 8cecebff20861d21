import { PostgresAdapter, sql } from 'kysely';
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
    .where((eb) => eb(eb('credits', '+', param('amount')), '>=', eb.ref('held_credits')))
    .returning('credits'),
);

/**
 * Moves the balance by `amount` unless that would take it below zero, or below the credits held
 * for message requests (issue 29 §1; the balance never drops under them, so a grant always
 * passes); returns the new balance,
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

/**
 * PostgreSQL: the balance moved and its entry written in one statement (the entry is inserted
 * from the update's returned balance, so none when the balance would go below zero), one round
 * trip instead of two while the member's row is locked (issue 27 §2). Parameters are cast: in
 * a SELECT they would otherwise be read as text.
 */
const chargeWithEntryQuery = preparedQuery<
  Omit<NewCreditEntry, 'balance_after'> & Record<string, unknown>
>()((db, param) =>
  db
    .with('moved', (db) =>
      db
        .updateTable('app_user')
        .set((eb) => ({ credits: eb('credits', '+', param('amount')) }))
        .where('id', '=', param('user_id'))
        .where((eb) => eb(eb('credits', '+', param('amount')), '>=', eb.ref('held_credits')))
        .returning('credits'),
    )
    .insertInto('credit_entry')
    .columns(['user_id', 'amount', 'reason', 'idempotency_key', 'balance_after', 'created_at'])
    .expression((db) =>
      db
        .selectFrom('moved')
        .select([
          sql<number>`${param('user_id')}::integer`.as('user_id'),
          sql<number>`${param('amount')}::integer`.as('amount'),
          sql<string>`${param('reason')}::text`.as('reason'),
          sql<string | null>`${param('idempotency_key')}::text`.as('idempotency_key'),
          'moved.credits',
          sql<string>`${param('created_at')}::text`.as('created_at'),
        ]),
    )
    .returningAll(),
);

/**
 * Moves the balance by `amount` and writes its entry, unless the balance would go below zero:
 * then nothing is written and the answer is undefined.
 */
export async function changeBalanceWithEntry(
  tx: Tx,
  entry: Omit<NewCreditEntry, 'balance_after'>,
): Promise<CreditEntryRow | undefined> {
  if (tx.getExecutor().adapter instanceof PostgresAdapter) {
    const [row] = await chargeWithEntryQuery(tx, { idempotency_key: null, ...entry });
    return row;
  }
  const balance = await changeBalance(tx, entry.user_id, entry.amount);
  if (balance === null) return undefined;
  return insertEntry(tx, { ...entry, balance_after: balance });
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

/**
 * Holds `amount` of the member's credits for a message request (issue 29 §1) unless fewer than
 * that are free; answers whether it did. One conditional statement, as for charges.
 */
export async function holdCredits(tx: Tx, userId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .updateTable('app_user')
    .set((eb) => ({ held_credits: eb('held_credits', '+', amount) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('credits', '-', eb.ref('held_credits')), '>=', amount))
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Lets go of credits held for a request (declined, expired, or about to be charged). */
export async function releaseCredits(tx: Tx, userId: number, amount: number): Promise<void> {
  await tx
    .updateTable('app_user')
    .set((eb) => ({ held_credits: eb('held_credits', '-', amount) }))
    .where('id', '=', userId)
    .execute();
}
