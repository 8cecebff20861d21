import type { OrderStatus } from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import type {
  MandateRow,
  MandateTable,
  SmsCodeTable,
  CreditPackageRow,
  DiscountCodeRow,
  NewCreditPackage,
  NewDiscountCode,
  NewPaymentOrder,
  PaymentLogTable,
  PaymentOrderRow,
} from './tables';
import type { Insertable } from 'kysely';

// Bundles, discount codes, orders and their log (the sandbox PSP's own table is in
// sandbox-repository.ts, as a real PSP's data is not the product's).

/** The member-facing facts payments need: where they live, and whether they paid before. */
export function findPayer(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select([
      'app_user.id',
      'app_user.email',
      'app_user.paid_user',
      'app_user.signup_date',
      'app_user.language',
      'profile.country',
      'profile.name',
    ])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
}

/** A site's active bundles in a country (site-specific ones and those of every site). */
export function listPackages(
  db: Db,
  siteId: number | null,
  country: string,
): Promise<CreditPackageRow[]> {
  return db
    .selectFrom('credit_package')
    .selectAll()
    .where('country', '=', country)
    .where('active', '=', 1)
    .where((eb) =>
      siteId === null
        ? eb('site_id', 'is', null)
        : eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findCode(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  return db
    .selectFrom('discount_code')
    .selectAll()
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export function findWelcomeCode(db: Db, userId: number): Promise<DiscountCodeRow | undefined> {
  return db
    .selectFrom('discount_code')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'welcome')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertCode(db: Db, code: NewDiscountCode): Promise<DiscountCodeRow> {
  return db.insertInto('discount_code').values(code).returningAll().executeTakeFirstOrThrow();
}

/** A member's redemption of a code, with the state of the order that holds it. */
export async function findRedemption(
  db: Db,
  codeId: number,
  userId: number,
): Promise<{ order_id: number; order_status: OrderStatus } | undefined> {
  return db
    .selectFrom('discount_redemption')
    .innerJoin('payment_order', 'payment_order.id', 'discount_redemption.order_id')
    .select(['discount_redemption.order_id', 'payment_order.status as order_status'])
    .where('discount_redemption.discount_code_id', '=', codeId)
    .where('discount_redemption.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Moves a member's redemption from their unpaid order to their newer one (they came back from
 * the checkout); false when it is no longer on that order (a parallel order took it first).
 */
export async function moveRedemption(
  tx: Tx,
  move: { codeId: number; userId: number; fromOrder: number; toOrder: number },
): Promise<boolean> {
  const result = await tx
    .updateTable('discount_redemption')
    .set({ order_id: move.toOrder })
    .where('discount_code_id', '=', move.codeId)
    .where('user_id', '=', move.userId)
    .where('order_id', '=', move.fromOrder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses up a single-use code; false when another order used it first (one statement: a race has one winner). */
export async function useUpCode(tx: Tx, codeId: number): Promise<boolean> {
  const result = await tx
    .updateTable('discount_code')
    .set({ status: 'used' })
    .where('id', '=', codeId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRedemption(
  tx: Tx,
  redemption: { discount_code_id: number; user_id: number; order_id: number; created_at: string },
): Promise<void> {
  await tx.insertInto('discount_redemption').values(redemption).execute();
}

/** Gives a failed order's code back: the member may use it with another method. */
export async function releaseRedemption(tx: Tx, order: PaymentOrderRow): Promise<void> {
  if (order.discount_code_id === null) return;
  const removed = await tx
    .deleteFrom('discount_redemption')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return;
  await tx
    .updateTable('discount_code')
    .set({ status: 'active' })
    .where('id', '=', order.discount_code_id)
    .where('single_use', '=', 1)
    .where('status', '=', 'used')
    .execute();
}

export async function insertOrder(tx: Tx, order: NewPaymentOrder): Promise<PaymentOrderRow> {
  return tx.insertInto('payment_order').values(order).returningAll().executeTakeFirstOrThrow();
}

export function findOrderByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('payment_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findOrder(db: Db, userId: number, id: number) {
  return db
    .selectFrom('payment_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findOrderByPayment(db: Db, psp: string, paymentId: string) {
  return db
    .selectFrom('payment_order')
    .selectAll()
    .where('psp', '=', psp)
    .where('psp_payment_id', '=', paymentId)
    .executeTakeFirst();
}

export async function setOrderPayment(
  db: Db,
  orderId: number,
  paymentId: string,
  checkoutUrl: string | null,
): Promise<PaymentOrderRow> {
  return db
    .updateTable('payment_order')
    .set((eb) => ({
      psp_payment_id: paymentId,
      // An order made void meanwhile (the member's parallel order took its code) offers no page.
      checkout_url: eb.case().when('status', '=', 'open').then(checkoutUrl).else(null).end(),
    }))
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Moves an order to a state if it is in one of `from`; answers the updated order, or undefined
 * when it was not (already moved, by a parallel delivery of the same webhook for instance).
 * One conditional statement: of two racing transitions exactly one applies.
 */
export function transitionOrder(
  tx: Db,
  orderId: number,
  to: OrderStatus,
  from: readonly OrderStatus[],
  now: string,
): Promise<PaymentOrderRow | undefined> {
  return tx
    .updateTable('payment_order')
    .set({
      status: to,
      updated_at: now,
      ...(to === 'paid' ? { paid_at: now } : {}),
      // The PSP's page is for paying: once settled, it is no longer offered.
      ...(to === 'pending' ? {} : { checkout_url: null }),
    })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export async function insertLog(tx: Tx, entry: Insertable<PaymentLogTable>): Promise<void> {
  await tx.insertInto('payment_log').values(entry).execute();
}

export async function setPaidUser(tx: Tx, userId: number, paid: boolean): Promise<void> {
  await tx
    .updateTable('app_user')
    .set({ paid_user: paid ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** Whether the member has a paid order other than this one (premium survives one reversal). */
export async function hasOtherPaidOrder(tx: Tx, userId: number, orderId: number) {
  const row = await tx
    .selectFrom('payment_order')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('id', '!=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's purchases that got past the PSP's page (an order never paid for is not one). */
export function listTransactions(db: Db, userId: number, id?: number) {
  let query = db
    .selectFrom('payment_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'open');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('id', 'desc').limit(200).execute();
}

export async function insertMandate(
  tx: Tx,
  mandate: Insertable<MandateTable>,
): Promise<MandateRow> {
  return tx.insertInto('mandate').values(mandate).returningAll().executeTakeFirstOrThrow();
}

export function findMandate(db: Db, userId: number, id: number) {
  return db
    .selectFrom('mandate')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findOrderOfMandate(db: Db, mandateId: number) {
  return db
    .selectFrom('payment_order')
    .selectAll()
    .where('mandate_id', '=', mandateId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function setMandateValid(db: Db, id: number, pspMandateId: string, now: string) {
  await db
    .updateTable('mandate')
    .set({ status: 'valid', psp_mandate_id: pspMandateId, confirmed_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertSmsCode(tx: Tx, code: Insertable<SmsCodeTable>): Promise<void> {
  await tx.insertInto('sms_code').values(code).execute();
}

export function findSmsCode(db: Db, mandateId: number) {
  return db
    .selectFrom('sms_code')
    .selectAll()
    .where('mandate_id', '=', mandateId)
    .executeTakeFirst();
}

/** Counts a wrong try; answers the tries made, or null when the limit was reached already. */
export async function countSmsAttempt(db: Db, id: number, max: number): Promise<number | null> {
  const row = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Uses the code up; false when a parallel try used it first (single use). */
export async function useSmsCode(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sms_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isDirectDebitBlocked(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('direct_debit_block')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function blockDirectDebit(tx: Tx, userId: number, reason: string, now: string) {
  await tx
    .insertInto('direct_debit_block')
    .values({ user_id: userId, reason, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** What was collected (or is on its way) by direct debit from a member since a moment. */
export async function directDebitTotalSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('payment_order')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('paymentmethod', '=', 'sdd')
    .where('status', 'in', ['open', 'pending', 'paid'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The member's latest paid order: what a repeat order buys again. */
export function lastPaidOrder(db: Db, userId: number) {
  return db
    .selectFrom('payment_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findPspCustomer(db: Db, userId: number, psp: string) {
  return db
    .selectFrom('psp_customer')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('psp', '=', psp)
    .executeTakeFirst();
}

export async function insertPspCustomer(db: Db, userId: number, psp: string, customerId: string) {
  await db
    .insertInto('psp_customer')
    .values({ user_id: userId, psp, customer_id: customerId })
    .onConflict((oc) => oc.columns(['user_id', 'psp']).doNothing())
    .execute();
}

/** How many orders are in each state (the operator's metrics). */
export async function orderCountsByStatus(
  db: Db,
): Promise<Array<{ status: string; count: number }>> {
  const rows = await db
    .selectFrom('payment_order')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** A site's own active bundles (not those of every site), in order. */
export function siteOwnPackages(db: Db, siteId: number): Promise<CreditPackageRow[]> {
  return db
    .selectFrom('credit_package')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('active', '=', 1)
    .orderBy('country')
    .orderBy('position')
    .execute();
}

/** Retires a site's bundles (orders keep pointing at them) and offers these instead. */
export async function replaceSitePackages(
  db: Db,
  siteId: number,
  packages: readonly NewCreditPackage[],
): Promise<void> {
  await db.updateTable('credit_package').set({ active: 0 }).where('site_id', '=', siteId).execute();
  if (packages.length > 0) await db.insertInto('credit_package').values(packages).execute();
}

/** Creates discount codes, or changes the ones that exist by their code. */
export async function upsertDiscountCodes(
  db: Db,
  codes: readonly NewDiscountCode[],
): Promise<void> {
  for (const code of codes)
    await db
      .insertInto('discount_code')
      .values(code)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          kind: code.kind,
          country: code.country ?? null,
          expires: code.expires ?? null,
          value_percentage: code.value_percentage,
          currency: code.currency ?? null,
          minimum_order_value: code.minimum_order_value ?? null,
          single_use: code.single_use ?? 0,
          paymentmethods: code.paymentmethods ?? null,
        }),
      )
      .execute();
}

/** The mandate an order is paid with (direct debit, a repeated order). */
export async function setOrderMandate(db: Db, orderId: number, mandateId: number) {
  await db
    .updateTable('payment_order')
    .set({ mandate_id: mandateId })
    .where('id', '=', orderId)
    .execute();
}

/** A discount code, unless one with its name exists (parallel first uses add it once). */
export async function insertCodeIfMissing(db: Db, code: NewDiscountCode): Promise<void> {
  await db
    .insertInto('discount_code')
    .values(code)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** The discount codes a site file lists: the standard ones, for everyone, still active. */
export function fileDiscountCodes(db: Db) {
  return db
    .selectFrom('discount_code')
    .selectAll()
    .where('kind', '=', 'standard')
    .where('user_id', 'is', null)
    .where('status', '=', 'active')
    .orderBy('code')
    .execute();
}
