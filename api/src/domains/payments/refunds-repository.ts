import type { Db, Tx } from '../../db/database';
import type { PaymentRefundTable } from './tables';
import type { Insertable } from 'kysely';

// Refunds made from the back office (issue 26 §5).

export function orderById(db: Db, id: number) {
  return db.selectFrom('payment_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefund(db: Db, orderId: number, key: string) {
  return db
    .selectFrom('payment_refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Claims the request's key: null when another request with it came first. */
export function insertRequested(db: Db, refund: Insertable<PaymentRefundTable>) {
  return db
    .insertInto('payment_refund')
    .values(refund)
    .onConflict((oc) => oc.columns(['order_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A claim whose PSP call failed: given back, so the same request may be tried again. */
export async function dropRequested(db: Db, id: number) {
  await db
    .deleteFrom('payment_refund')
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .execute();
}

export function markDone(tx: Tx, id: number, pspRefundId: string, credits: number) {
  return tx
    .updateTable('payment_refund')
    .set({ status: 'done', psp_refund_id: pspRefundId, credits })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function refundsOf(db: Db, orderId: number) {
  return db
    .selectFrom('payment_refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Credits the order's partial refunds took back already (a full refund then takes the rest). */
export async function creditsRefunded(tx: Tx, orderId: number): Promise<number> {
  const row = await tx
    .selectFrom('payment_refund')
    .select((eb) => eb.fn.sum<number>('credits').as('credits'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.credits ?? 0);
}

/** Orders by their id, or the member's id or address (or its start). */
export function findOrders(db: Db, query: string, limit: number) {
  const id = /^\d{1,10}$/.test(query) ? Number(query) : null;
  return db
    .selectFrom('payment_order')
    .innerJoin('app_user', 'app_user.id', 'payment_order.user_id')
    .select([
      'payment_order.id',
      'payment_order.user_id',
      'app_user.email',
      'payment_order.credits',
      'payment_order.amount',
      'payment_order.currency',
      'payment_order.paymentmethod',
      'payment_order.status',
      'payment_order.psp',
      'payment_order.created_at',
      'payment_order.paid_at',
    ])
    .where((eb) =>
      id !== null
        ? eb.or([eb('payment_order.id', '=', id), eb('payment_order.user_id', '=', id)])
        : eb('app_user.email', 'like', `${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`),
    )
    .orderBy('payment_order.id', 'desc')
    .limit(limit)
    .execute();
}

export function refundsForComplaint(db: Db, complaintId: number) {
  return db
    .selectFrom('payment_refund')
    .innerJoin('payment_order', 'payment_order.id', 'payment_refund.order_id')
    .select([
      'payment_refund.id',
      'payment_refund.order_id',
      'payment_refund.amount',
      'payment_order.currency',
      'payment_refund.created_at',
    ])
    .where('payment_refund.complaint_id', '=', complaintId)
    .orderBy('payment_refund.id')
    .execute();
}
