import {
  FINAL_ORDER_STATUSES,
  PAYMENT_METHOD_RULES,
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  methodsFor,
  type CreateOrderBody,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type Settings,
} from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { changeCreditsIn } from '../credits/service';
import { lockAccount } from '../auth/accounts';
import { creditsRefunded } from './refunds-repository';
import { recordEvents, type MemberEvent } from '../events/service';
import { findSiteByDomain } from '../site/service';
import { checkDiscount, discountedAmount, type Payer } from './discounts';
import { paymentProviderUnavailable, type PaymentProvider, type PaymentRequest } from './provider';
import * as repo from './repository';
import type { NewDiscountCode, PaymentOrderRow } from './tables';

/** The webhook the PSPs call (spec-fixed name). */
export const PAYMENT_WEBHOOK_PATH = '/api/payments-webhook.php';

/** A member who has to be there: their payment facts. */
/** Whether purchase `id` is this member's: `/transactions/{id}` is a page for its buyer only. */
export async function hasTransaction(db: Db, userId: number, id: number): Promise<boolean> {
  return (await repo.findOrder(db, userId, id)) !== undefined;
}

export async function requirePayer(db: Db, userId: number) {
  const payer = await repo.findPayer(db, userId);
  if (!payer) throw notFound('No such member.');
  return payer;
}

/**
 * The country whose bundles a member (or visitor) sees: the member's own; for visitors the one
 * asked for, else the visitor's, else the site's first. A country without bundles falls back to
 * the site's first country that has some.
 */
export async function offerFor(db: Db, settings: Settings, wanted: string | null) {
  const site = await findSiteByDomain(db, settings.domain);
  const siteId = site?.id ?? null;
  const candidates = [wanted, settings.geoip_country, ...settings.countries].filter(
    (c): c is string => c !== null,
  );
  for (const country of candidates) {
    const packages = await repo.listPackages(db, siteId, country);
    if (packages.length > 0) return { country, currency: packages[0]!.currency, packages };
  }
  return { country: wanted ?? settings.countries[0] ?? 'US', currency: 'EUR', packages: [] };
}

/**
 * The methods a site offers for a country and currency: the spec's rules, less direct debit
 * where the site does not offer it (DIRECT_DEBIT=false: no SMS gateway for its codes).
 */
function offeredMethods(country: string, currency: string, directDebit: boolean) {
  return methodsFor(country, currency).filter(
    (id) => directDebit || PAYMENT_METHOD_RULES[id].ownForm !== true,
  );
}

/** The methods offered for a country and currency, with their banks (spec §3). */
export function paymentMethods(
  country: string,
  currency: string,
  directDebit: boolean,
): PaymentMethod[] {
  return offeredMethods(country, currency, directDebit).map((id) => {
    const rule = PAYMENT_METHOD_RULES[id];
    return {
      id,
      banks: rule.banks ? rule.banks.map((bank) => ({ ...bank })) : null,
      recurring: rule.recurring === true,
      own_form: rule.ownForm === true,
    };
  });
}

export function toOrder(row: PaymentOrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    package_id: row.package_id,
    credits: row.credits,
    list_amount: row.list_amount,
    amount: row.amount,
    currency: row.currency,
    paymentmethod: row.paymentmethod,
    bank: row.bank,
    discountcode: row.discount_code,
    checkout_url: FINAL_ORDER_STATUSES.includes(row.status) ? null : row.checkout_url,
    recurring: row.recurring === 1,
    created_at: row.created_at,
    paid_at: row.paid_at,
  };
}

export interface OrderContext {
  db: Db;
  provider: PaymentProvider;
  settings: Settings;
  origin: string;
  userId: number;
  idempotencyKey: string;
  /** The site offers direct debit (config DIRECT_DEBIT). */
  directDebit: boolean;
  now?: Date;
}

const packageUnavailable = () =>
  new HttpError(404, 'package_unavailable', 'This bundle is not offered to this member.');
const methodUnavailable = () =>
  new HttpError(422, 'payment_method_unavailable', 'This method is not offered to this member.');

/** What an order is placed with: the fields of `POST /api/orders.php`, and where it came from. */
export interface OrderRequest extends CreateOrderBody {
  /** The mandate that pays it (direct debit, repeat order); the PSP's page otherwise. */
  mandateId?: number;
}

export interface PlacedOrder {
  order: PaymentOrderRow;
  /** False when the Idempotency-Key had placed it already: nothing new was started. */
  created: boolean;
  language: string;
}

/**
 * Places an order: checks the bundle, method, bank and code for the member, reserves the code
 * and records the order (open), in one transaction. A repeat with the same Idempotency-Key (also
 * one racing the first) answers the first order. The price is the server's: the bundle's amount
 * less the code's percentage. `ownForm` lets the direct-debit form place an `sdd` order.
 */
export async function placeOrder(
  ctx: OrderContext,
  body: OrderRequest,
  {
    ownForm = false,
    check,
  }: {
    ownForm?: boolean;
    /** A last check on the price, before anything is stored (the direct-debit limit). */
    check?: (amount: number) => Promise<void>;
  } = {},
): Promise<PlacedOrder> {
  const { db, userId, idempotencyKey } = ctx;
  const now = ctx.now ?? new Date();
  const payer = await requirePayer(db, userId);
  const earlier = await repo.findOrderByKey(db, userId, idempotencyKey);
  if (earlier) return { order: earlier, created: false, language: payer.language };

  const offer = await offerFor(db, ctx.settings, payer.country);
  const pkg = offer.packages.find((p) => p.id === body.package);
  if (!pkg) throw packageUnavailable();
  const rule = PAYMENT_METHOD_RULES[body.paymentmethod];
  // Direct debit is paid on the product's own form (/directdebit), not through the PSP's page.
  if (
    !offeredMethods(offer.country, pkg.currency, ctx.directDebit).includes(body.paymentmethod) ||
    (rule.ownForm === true) !== ownForm
  )
    throw methodUnavailable();
  const bank = rule.banks ? (rule.banks.find((b) => b.id === body.bank)?.id ?? null) : null;
  if (rule.banks && bank === null)
    throw new HttpError(422, 'bank_required', 'Choose a bank for this method.');
  const code = body.discountcode
    ? await checkDiscount(
        db,
        await repo.findCode(db, body.discountcode),
        payerOf(payer),
        { pkg, method: body.paymentmethod },
        now,
      )
    : null;
  const amount = code ? discountedAmount(pkg.amount, code.value_percentage) : pkg.amount;
  await check?.(amount);

  /** The member's earlier unpaid order this one made void, if any. */
  let superseded: PaymentOrderRow | undefined;
  try {
    const order = await db.transaction().execute(async (tx) => {
      const created = await repo.insertOrder(tx, {
        user_id: userId,
        package_id: pkg.id,
        credits: pkg.credits,
        list_amount: pkg.amount,
        amount,
        currency: pkg.currency,
        country: offer.country,
        paymentmethod: body.paymentmethod,
        bank,
        discount_code_id: code?.id ?? null,
        discount_code: code?.code ?? null,
        status: 'open',
        psp: ctx.provider.name,
        mandate_id: body.mandateId ?? null,
        recurring: body.mandateId === undefined ? 0 : 1,
        idempotency_key: idempotencyKey,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      if (code?.heldByOrder != null) {
        // The member left an earlier order with this code unpaid: this one takes the code over,
        // and the earlier one is void — only the order holding the redemption carries the
        // discount (RELIABILITY 4). Both steps are conditional: of two orders racing for it, or
        // an earlier order paid meanwhile, one outcome wins and the other is refused.
        const earlier = await repo.transitionOrder(
          tx,
          code.heldByOrder,
          'canceled',
          ['open'],
          now.toISOString(),
        );
        const moved =
          earlier !== undefined &&
          (await repo.moveRedemption(tx, {
            codeId: code.id,
            userId,
            fromOrder: earlier.id,
            toOrder: created.id,
          }));
        if (!moved) throw codeUsedUp;
        await repo.insertLog(tx, {
          order_id: earlier.id,
          status: 'canceled',
          source: 'order',
          detail: `its discount code went to order #${created.id}`,
          created_at: now.toISOString(),
        });
        superseded = earlier;
      } else if (code) {
        if (code.single_use === 1 && !(await repo.useUpCode(tx, code.id))) throw codeUsedUp;
        await repo.insertRedemption(tx, {
          discount_code_id: code.id,
          user_id: userId,
          order_id: created.id,
          created_at: now.toISOString(),
        });
      }
      await repo.insertLog(tx, {
        order_id: created.id,
        status: 'open',
        source: 'order',
        detail: null,
        created_at: now.toISOString(),
      });
      return created;
    });
    // Its page at the PSP is closed where the PSP can (best effort: what is paid on it anyway
    // is refunded when its webhook comes).
    if (superseded?.psp_payment_id && superseded.psp === ctx.provider.name)
      await ctx.provider.cancelPayment(superseded.psp_payment_id).catch(() => false);
    return { order, created: true, language: payer.language };
  } catch (error) {
    // A parallel request with the same key won: its order is the answer.
    const raced = await repo.findOrderByKey(db, userId, idempotencyKey);
    if (raced) return { order: raced, created: false, language: payer.language };
    // Otherwise the code went to another order first (the single-use update, or the member's
    // own redemption racing in another tab).
    if (code && (error === codeUsedUp || !(error instanceof HttpError)))
      throw new HttpError(409, 'discount_code_used', 'Code already used.');
    throw error;
  }
}

/**
 * The order as the PSP shows it to the payer (its page, the sandbox's, the bank statement), in
 * the member's language (issue 49 §12: "100 credits" on a French page).
 */
const CREDIT_WORDS = {
  en: { one: 'credit', other: 'credits' },
  fr: { one: 'crédit', other: 'crédits' },
} as const;

export function orderDescription(
  site: string,
  order: { credits: number; id: number },
  language: string,
) {
  const words = language.startsWith('fr') ? CREDIT_WORDS.fr : CREDIT_WORDS.en;
  const form = new Intl.PluralRules(language).select(order.credits) === 'one' ? 'one' : 'other';
  const credits = new Intl.NumberFormat(language).format(order.credits);
  return `${site} – ${credits} ${words[form]} (#${order.id})`;
}

/** What the PSP needs to know about an order, whichever way it is paid. */
export function paymentRequestFor(
  ctx: Pick<OrderContext, 'settings' | 'origin'>,
  order: PaymentOrderRow,
  language: string,
): PaymentRequest {
  return {
    orderId: order.id,
    amount: order.amount,
    currency: order.currency,
    method: order.paymentmethod,
    bank: order.bank,
    description: orderDescription(ctx.settings.name, order, language),
    redirectPath: `/credits/${order.package_id}/${order.paymentmethod}?order=${order.id}`,
    origin: ctx.origin,
    locale: language,
  };
}

/**
 * Starts the PSP's payment for a placed order and records it. If the PSP cannot be reached,
 * nothing was charged: the order fails, gives its code back, and the member is told to retry.
 */
export async function startPayment(
  db: Db,
  order: PaymentOrderRow,
  start: () => Promise<{ id: string; checkoutUrl: string | null }>,
  now = new Date(),
): Promise<PaymentOrderRow> {
  try {
    const payment = await start();
    return await repo.setOrderPayment(db, order.id, payment.id, payment.checkoutUrl);
  } catch (error) {
    await failOrder(db, order, error instanceof Error ? error.message : 'unknown', now);
    throw paymentProviderUnavailable();
  }
}

/** An order that never reached the PSP: failed, its code given back, the reason logged. */
export async function failOrder(db: Db, order: PaymentOrderRow, reason: string, now = new Date()) {
  await db.transaction().execute(async (tx) => {
    const failed = await repo.transitionOrder(tx, order.id, 'failed', ['open'], now.toISOString());
    if (failed) await repo.releaseRedemption(tx, failed);
    await repo.insertLog(tx, {
      order_id: order.id,
      status: 'failed',
      source: 'order',
      detail: reason.slice(0, 500),
      created_at: now.toISOString(),
    });
  });
}

/**
 * `POST /api/orders.php`: places the order and sends the member to the PSP's page. A repeat with
 * the same Idempotency-Key answers the first order and starts nothing.
 */
export async function createOrder(
  ctx: OrderContext,
  body: CreateOrderBody,
): Promise<{ order: Order; created: boolean }> {
  const placed = await placeOrder(ctx, body);
  if (!placed.created) return { order: toOrder(placed.order), created: false };
  const order = await startPayment(ctx.db, placed.order, async () => {
    // A method the PSP can charge again is paid as the member, so it can be repeated later.
    const customerId = PAYMENT_METHOD_RULES[body.paymentmethod].recurring
      ? await customerFor(ctx, placed.order.user_id)
      : null;
    return ctx.provider.createPayment({
      ...paymentRequestFor(ctx, placed.order, placed.language),
      ...(customerId ? { customerId } : {}),
    });
  });
  if (order.status === 'canceled' && order.psp_payment_id) {
    // A parallel order of the member's took the code while this one's payment was being made:
    // its page is closed again, and this request told what the code field says.
    await ctx.provider.cancelPayment(order.psp_payment_id).catch(() => false);
    throw new HttpError(409, 'discount_code_used', 'Code already used.');
  }
  return { order: toOrder(order), created: true };
}

/** The member as the PSP's customer: made at the PSP once, then kept. */
async function customerFor(ctx: OrderContext, userId: number): Promise<string | null> {
  const known = await repo.findPspCustomer(ctx.db, userId, ctx.provider.name);
  if (known) return known.customer_id;
  const payer = await requirePayer(ctx.db, userId);
  const created = await ctx.provider.createCustomer({ name: payer.name, email: payer.email });
  if (created === null) return null;
  await repo.insertPspCustomer(ctx.db, userId, ctx.provider.name, created);
  return (await repo.findPspCustomer(ctx.db, userId, ctx.provider.name))?.customer_id ?? created;
}

const codeUsedUp = new Error('single-use code already used');

export const payerOf = (payer: NonNullable<Awaited<ReturnType<typeof repo.findPayer>>>): Payer => ({
  id: payer.id,
  paid_user: payer.paid_user,
  signup_date: payer.signup_date,
  country: payer.country,
});

/** The order's state as the PSP's payment says: refunds and chargebacks override paid. */
function statusFrom(payment: Awaited<ReturnType<PaymentProvider['getPayment']>>): OrderStatus {
  if (payment.chargedBackAmount > 0) return 'charged_back';
  if (payment.refundedAmount > 0 && payment.refundedAmount >= payment.amount) return 'refunded';
  return payment.status;
}

/** Which states an order may come from to reach each state. */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  open: [],
  pending: ['open'],
  paid: ['open', 'pending'],
  failed: ['open', 'pending'],
  canceled: ['open', 'pending'],
  expired: ['open', 'pending'],
  refunded: ['paid'],
  charged_back: ['paid', 'refunded'],
};

/**
 * Applies what the PSP says about a payment (the webhook, or a check on return). Asks the PSP,
 * never the caller; every transition is conditional, so however many deliveries arrive, in
 * parallel or a day later, an order is credited once and reversed once. Answers the member to
 * wake, or null when nothing changed.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  source: 'webhook' | 'checkout' | 'backoffice',
  now = new Date(),
): Promise<{ userId: number; order: PaymentOrderRow } | null> {
  const order = await repo.findOrderByPayment(db, provider.name, paymentId);
  // A PSP may call before the product has recorded the payment's id (a charge settled at once):
  // not found makes it call again shortly; a made-up id only ever gets this answer.
  if (!order) throw notFound('No order for this payment (yet).');
  const payment = await provider.getPayment(paymentId);
  const target = statusFrom(payment);
  if (target === 'paid' && VOID_STATES.includes(order.status))
    return refuseVoidPayment(db, provider, order, payment, source, now);
  if (target === order.status || !TRANSITIONS[target].includes(order.status)) return null;
  // A payment for another amount than the order's is not this order's money.
  if (target === 'paid' && (payment.amount !== order.amount || payment.currency !== order.currency))
    throw new Error(`Payment ${paymentId} does not match order ${order.id}`);

  const at = now.toISOString();
  const changed = await db.transaction().execute(async (tx) => {
    const moved = await repo.transitionOrder(tx, order.id, target, TRANSITIONS[target], at);
    if (!moved) return null;
    const events: MemberEvent[] = [];
    const account = await lockAccount(tx, order.user_id);
    let paidUser = account.paid_user === 1;
    if (target === 'paid') {
      const entry = await changeCreditsIn(
        tx,
        {
          userId: order.user_id,
          amount: order.credits,
          reason: 'purchase',
          idempotencyKey: `order:${order.id}`,
        },
        now,
      );
      // Spec §1, §6: buying any bundle makes the member premium.
      await repo.setPaidUser(tx, order.user_id, true);
      paidUser = true;
      events.push({ type: 'credits', payload: { credits: entry.balance_after } });
    } else if (target === 'refunded' || target === 'charged_back') {
      if (order.status === 'paid') {
        // Credits never go below zero (RELIABILITY 1): what was spent already stays spent; what
        // partial refunds from the back office took back is not taken twice.
        const left = order.credits - (await creditsRefunded(tx, order.id));
        // Not the credits held for message requests (issue 29 §1): they are promised.
        const back = Math.max(0, Math.min(account.credits - account.held_credits, left));
        if (back > 0) {
          const entry = await changeCreditsIn(
            tx,
            {
              userId: order.user_id,
              amount: -back,
              reason: target === 'refunded' ? 'refund' : 'chargeback',
              idempotencyKey: `order:${order.id}:reversal`,
            },
            now,
          );
          events.push({ type: 'credits', payload: { credits: entry.balance_after } });
        }
        paidUser = await repo.hasOtherPaidOrder(tx, order.user_id, order.id);
        await repo.setPaidUser(tx, order.user_id, paidUser);
        // Spec §8: a direct debit charged back blocks the account for direct debit.
        if (target === 'charged_back' && order.paymentmethod === 'sdd')
          await repo.blockDirectDebit(tx, order.user_id, 'chargeback', at);
      }
    } else if (target !== 'pending') {
      await repo.releaseRedemption(tx, moved);
    }
    await repo.insertLog(tx, {
      order_id: order.id,
      status: target,
      source,
      detail: payment.id,
      created_at: at,
    });
    events.push({
      type: 'payment',
      payload: { order_id: order.id, status: target, paid_user: paidUser },
    });
    await recordEvents(
      tx,
      events.map((event) => ({ userId: order.user_id, ...event })),
      now,
    );
    return moved;
  });
  return changed ? { userId: order.user_id, order: changed } : null;
}

/** States of an order the product gave up on: money paid on it anyway goes back. */
const VOID_STATES: readonly OrderStatus[] = ['canceled', 'expired', 'failed'];

/**
 * Money came for an order the product had given up on — most often one whose discount code went
 * to the member's newer order, paid on the PSP's page still open in another tab. Crediting it
 * would give the discount twice (RELIABILITY 4), keeping the money would take it for nothing:
 * the payment is refunded in full and the order recorded as refunded, once however many
 * deliveries arrive: the order is claimed (a conditional transition) before the PSP is asked,
 * and given back to its state if the PSP refuses or cannot be reached, so that the PSP's next
 * webhook tries again.
 */
async function refuseVoidPayment(
  db: Db,
  provider: PaymentProvider,
  order: PaymentOrderRow,
  payment: Awaited<ReturnType<PaymentProvider['getPayment']>>,
  source: 'webhook' | 'checkout' | 'backoffice',
  now: Date,
): Promise<{ userId: number; order: PaymentOrderRow } | null> {
  const at = now.toISOString();
  const claimed = await repo.transitionOrder(db, order.id, 'refunded', [order.status], at);
  if (!claimed) return null;
  try {
    await provider.refund(payment.id, {
      amount: payment.amount - payment.refundedAmount,
      currency: payment.currency,
      description: `Order #${order.id} was no longer open`,
    });
  } catch (error) {
    await repo.transitionOrder(db, order.id, order.status, ['refunded'], at);
    throw error;
  }
  await db.transaction().execute(async (tx) => {
    const account = await lockAccount(tx, order.user_id);
    await repo.insertLog(tx, {
      order_id: order.id,
      status: 'refunded',
      source,
      detail: `${payment.id} paid after the order was ${order.status}: refunded in full`,
      created_at: at,
    });
    await recordEvents(
      tx,
      [
        {
          userId: order.user_id,
          type: 'payment',
          payload: { order_id: order.id, status: 'refunded', paid_user: account.paid_user === 1 },
        },
      ],
      now,
    );
  });
  return { userId: order.user_id, order: claimed };
}

/** Orders by state, for the operator's metrics. */
export function orderCountsByStatus(db: Db) {
  return repo.orderCountsByStatus(db);
}

/** A site's bundles as its set-up file gives them (site-setup.ts): by country, smallest first. */
export interface SiteBundles {
  [country: string]: {
    currency: string;
    packages: ReadonlyArray<{ credits: number; amount: number; highlighted: boolean }>;
  };
}

/**
 * Offers a site these bundles. When they are what it offers already, nothing changes (running
 * the set-up again is a no-op); else the old ones are retired (orders keep referring to them).
 */
export async function setSiteBundles(tx: Tx, siteId: number, bundles: SiteBundles): Promise<void> {
  const wanted = Object.entries(bundles).flatMap(([country, { currency, packages }]) =>
    packages.map((bundle, position) => ({
      site_id: siteId,
      country,
      currency,
      credits: bundle.credits,
      amount: bundle.amount,
      highlighted: bundle.highlighted ? 1 : 0,
      position,
    })),
  );
  const key = (p: {
    country: string;
    currency: string;
    credits: number;
    amount: number;
    highlighted: number;
    position: number;
  }) => [p.country, p.currency, p.credits, p.amount, p.highlighted, p.position].join('|');
  const current = (await repo.siteOwnPackages(tx, siteId)).map(key).sort();
  if (current.join('\n') === wanted.map(key).sort().join('\n')) return;
  await repo.replaceSitePackages(tx, siteId, wanted);
}

/**
 * A site's bundles and the standard discount codes as its file writes them (`site:export`,
 * issue 48 §3): prices in major units, bundles per country in their order.
 */
export async function siteCatalogueForFile(db: Db, siteId: number) {
  const bundles: Record<
    string,
    { currency: string; packages: { credits: number; price: number; highlighted: boolean }[] }
  > = {};
  for (const row of await repo.siteOwnPackages(db, siteId)) {
    const country = (bundles[row.country] ??= { currency: row.currency, packages: [] });
    country.packages.push({
      credits: row.credits,
      price: row.amount / 100,
      highlighted: row.highlighted === 1,
    });
  }
  const discount_codes = (await repo.fileDiscountCodes(db)).map((code) => ({
    code: code.code,
    percentage: code.value_percentage,
    ...(code.country ? { country: code.country } : {}),
    ...(code.currency ? { currency: code.currency } : {}),
    ...(code.minimum_order_value === null ? {} : { minimum_order: code.minimum_order_value / 100 }),
    ...(code.expires ? { expires: code.expires } : {}),
    single_use: code.single_use === 1,
    ...(code.paymentmethods ? { methods: JSON.parse(code.paymentmethods) as string[] } : {}),
  }));
  return { bundles, discount_codes };
}

/** Discount codes from a site's set-up file: created, or changed by their code. */
export function setDiscountCodes(tx: Tx, codes: readonly NewDiscountCode[]): Promise<void> {
  return repo.upsertDiscountCodes(tx, codes);
}

/** The product's own time-bonus code (spec §9), which every database needs once. */
export function ensureTimeBonusCode(tx: Tx, now = new Date()): Promise<void> {
  return repo.upsertDiscountCodes(tx, [
    {
      code: TIME_BONUS_CODE,
      kind: 'time_bonus',
      country: null,
      user_id: null,
      expires: null,
      value_percentage: TIME_BONUS_PERCENTAGE,
      currency: null,
      minimum_order_value: null,
      status: 'active',
      single_use: 0,
      paymentmethods: null,
      created_at: now.toISOString(),
    },
  ]);
}

/**
 * A member's order, checked with the PSP while it is still open: the result page polls it, so a
 * lost webhook never leaves the member waiting (spec §4 "never a dead end"). `settlement` is
 * what the check moved, for the caller to tell the member's streams and send the receipt.
 */
export async function checkedOrder(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  id: number,
): Promise<{
  order: PaymentOrderRow;
  settlement: Awaited<ReturnType<typeof settlePayment>>;
} | null> {
  const order = await repo.findOrder(db, userId, id);
  if (!order) return null;
  if (FINAL_ORDER_STATUSES.includes(order.status) || order.psp_payment_id === null)
    return { order, settlement: null };
  const settlement = await settlePayment(db, provider, order.psp_payment_id, 'checkout');
  return { order: settlement?.order ?? order, settlement };
}

/** A member's purchases, newest first (one, with `id`). */
export async function transactionsOf(db: Db, userId: number, id?: number) {
  return (await repo.listTransactions(db, userId, id)).map(toOrder);
}
