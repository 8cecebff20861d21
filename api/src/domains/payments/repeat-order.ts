import { type Mandate, type Order, type RepeatOffer } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { assertDirectDebitAllowed, directDebitLimit, toMandate } from './direct-debit';
import type { PaymentProvider } from './provider';
import * as repo from './repository';
import {
  offerFor,
  paymentRequestFor,
  placeOrder,
  requirePayer,
  startPayment,
  toOrder,
  type OrderContext,
} from './service';
import type { PaymentOrderRow } from './tables';

const repeatUnavailable = () =>
  new HttpError(404, 'repeat_unavailable', 'There is no earlier purchase with a stored mandate.');

/**
 * After a purchase is paid: the card or PayPal account the PSP stored with it (if the member let
 * it) becomes a mandate, so `/credits/repeat-order` can charge it again without the PSP's page.
 */
export async function rememberStoredMandate(
  db: Db,
  provider: PaymentProvider,
  order: PaymentOrderRow,
): Promise<void> {
  if (order.mandate_id !== null || order.psp_payment_id === null) return;
  const stored = await provider.storedMandate(order.psp_payment_id);
  if (!stored) return;
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    const mandate = await repo.insertMandate(tx, {
      user_id: order.user_id,
      method: order.paymentmethod,
      status: 'valid',
      account_holder: null,
      iban: null,
      street: null,
      house_number: null,
      zip: null,
      city: null,
      phone: null,
      label: stored.label,
      psp: provider.name,
      psp_mandate_id: stored.id,
      created_at: now,
      confirmed_at: now,
    });
    await repo.setOrderMandate(tx, order.id, mandate.id);
  });
}

/** The last purchase and the mandate it can be repeated with, if both still stand. */
async function repeatable(db: Db, ctx: Pick<OrderContext, 'settings'>, userId: number) {
  const last = await repo.lastPaidOrder(db, userId);
  if (!last || last.mandate_id === null) return null;
  const mandate = await repo.findMandate(db, userId, last.mandate_id);
  if (!mandate || mandate.status !== 'valid' || mandate.psp_mandate_id === null) return null;
  const payer = await requirePayer(db, userId);
  const offer = await offerFor(db, ctx.settings, payer.country);
  const pkg = offer.packages.find((p) => p.id === last.package_id);
  if (!pkg) return null;
  return { last, mandate, pkg };
}

/** `GET /api/repeat-order.php`: what `/credits/repeat-order` offers to buy again. */
export async function repeatOffer(
  db: Db,
  ctx: Pick<OrderContext, 'settings'>,
  userId: number,
): Promise<RepeatOffer> {
  const found = await repeatable(db, ctx, userId);
  if (!found) return null;
  return {
    package: {
      id: found.pkg.id,
      credits: found.pkg.credits,
      amount: found.pkg.amount,
      currency: found.pkg.currency,
      highlighted: found.pkg.highlighted === 1,
    },
    mandate: toMandate(found.mandate),
    last_order_id: found.last.id,
  };
}

/**
 * `POST /api/repeat-order.php` (spec §4 repeat last order): the last purchase's bundle again,
 * charged on its stored card or mandate (Idempotency-Key: once). The PSP settles it as any other
 * payment; a stored card that declines leaves the order failed, and the page offers to retry or
 * to pay with PayPal.
 */
export async function repeatOrder(ctx: OrderContext): Promise<{ order: Order; mandate: Mandate }> {
  const { db, userId } = ctx;
  const found = await repeatable(db, ctx, userId);
  if (!found) throw repeatUnavailable();
  const { last, mandate } = found;
  const debit = last.paymentmethod === 'sdd';
  if (debit) await assertDirectDebitAllowed(db, userId);
  const placed = await placeOrder(
    ctx,
    {
      package: last.package_id,
      paymentmethod: last.paymentmethod,
      ...(last.bank ? { bank: last.bank } : {}),
      mandateId: mandate.id,
    },
    debit ? { ownForm: true, check: directDebitLimit(db, userId, ctx.now ?? new Date()) } : {},
  );
  if (!placed.created) return { order: toOrder(placed.order), mandate: toMandate(mandate) };
  const started = await startPayment(db, placed.order, async () => {
    const charged = await ctx.provider.chargeMandate({
      ...paymentRequestFor(ctx, placed.order, placed.language),
      mandateId: mandate.psp_mandate_id!,
    });
    return { id: charged.id, checkoutUrl: null };
  });
  const settled = await repo.findOrder(db, userId, started.id);
  return { order: toOrder(settled ?? started), mandate: toMandate(mandate) };
}
