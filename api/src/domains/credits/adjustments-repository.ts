import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { CreditAdjustmentTable } from './tables';

const columns = [
  'credit_adjustment.id',
  'credit_adjustment.user_id',
  'credit_adjustment.amount',
  'credit_adjustment.reason',
  'credit_adjustment.status',
  'credit_adjustment.requested_by',
  'credit_adjustment.requested_at',
  'credit_adjustment.decided_by',
  'credit_entry.balance_after',
] as const;

/** An adjustment with the balance its ledger entry left (null until applied). */
function withBalance(db: Db | Tx) {
  return db
    .selectFrom('credit_adjustment')
    .leftJoin('credit_entry', 'credit_entry.id', 'credit_adjustment.credit_entry_id')
    .select(columns);
}

export function insertAdjustment(tx: Tx, adjustment: Insertable<CreditAdjustmentTable>) {
  return tx
    .insertInto('credit_adjustment')
    .values(adjustment)
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findByKey(db: Db, requestedBy: number, idempotencyKey: string) {
  return withBalance(db)
    .where('credit_adjustment.requested_by', '=', requestedBy)
    .where('credit_adjustment.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findAdjustment(db: Db | Tx, id: number) {
  return withBalance(db).where('credit_adjustment.id', '=', id).executeTakeFirst();
}

export function adjustmentsWithStatus(db: Db, status: CreditAdjustmentTable['status']) {
  return withBalance(db)
    .where('credit_adjustment.status', '=', status)
    .orderBy('credit_adjustment.id')
    .limit(200)
    .execute();
}

export async function recordEntry(tx: Tx, id: number, creditEntryId: number) {
  await tx
    .updateTable('credit_adjustment')
    .set({ credit_entry_id: creditEntryId })
    .where('id', '=', id)
    .execute();
}

/**
 * Decides a waiting adjustment, once, never by whoever asked for it: answers its member and
 * amount, or undefined when it is not waiting (decided already) or the decider asked for it.
 */
export function decideWaiting(
  tx: Tx,
  id: number,
  decision: { status: 'applied' | 'refused'; decided_by: number; decided_at: string },
) {
  return tx
    .updateTable('credit_adjustment')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .where('requested_by', '<>', decision.decided_by)
    .returning(['user_id', 'amount'])
    .executeTakeFirst();
}
