import type { Db } from '../../db/database';
import type { NewSandboxPayment, SandboxPaymentRow } from './tables';

// The sandbox PSP's own payments (sandbox.ts), as a real PSP keeps them on its side.

export async function insertSandboxPayment(db: Db, payment: NewSandboxPayment): Promise<void> {
  await db.insertInto('sandbox_payment').values(payment).execute();
}

export function findSandboxPayment(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandbox_payment').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a payment to `status` if it is in one of `from`; answers it, or nothing. */
export function setSandboxStatus(db: Db, id: string, status: string, from: readonly string[]) {
  return db
    .updateTable('sandbox_payment')
    .set({ status, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** The card a still open payment stores for later payments. */
export async function setStoredCard(db: Db, id: string, storedCard: string): Promise<void> {
  await db
    .updateTable('sandbox_payment')
    .set({ stored_card: storedCard })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Refunds or charges back a paid payment in full, once; answers it, or nothing. */
export function reverseSandboxPayment(
  db: Db,
  id: string,
  column: 'refunded_amount' | 'charged_back_amount',
) {
  return db
    .updateTable('sandbox_payment')
    .set((eb) => ({ [column]: eb.ref('amount'), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('refunded_amount', '=', 0)
    .where('charged_back_amount', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

/** Refunds part of a paid payment, never beyond what was paid; answers it, or nothing. */
export function refundSandboxPayment(db: Db, id: string, amount: number) {
  return db
    .updateTable('sandbox_payment')
    .set((eb) => ({
      refunded_amount: eb('refunded_amount', '+', amount),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('charged_back_amount', '=', 0)
    .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', eb.ref('amount')))
    .returningAll()
    .executeTakeFirst();
}

/** Open payments older than `before` (a checkout left without an answer), a batch at a time. */
export function abandonedSandboxPayments(db: Db, before: string, limit: number) {
  return db
    .selectFrom('sandbox_payment')
    .select('id')
    .where('status', '=', 'open')
    .where('created_at', '<', before)
    .limit(limit)
    .execute();
}
