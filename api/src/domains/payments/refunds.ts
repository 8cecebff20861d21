import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { lockAccount } from '../auth/accounts';
import { changeCreditsIn } from '../credits/service';
import { recordEvents } from '../events/service';
import { recordStaffAction, requireReason } from '../staff/service';
import { complaintsOfMember, isMembersComplaint } from '../support/complaint-queue';
import {
  PaymentProviderUnavailable,
  paymentProviderUnavailable,
  type PaymentProvider,
} from './provider';
import * as repo from './refunds-repository';
import { settlePayment } from './service';

/** Orders listed per search in the back office. */
const ORDERS_PAGE = 50;

export const findOrders = (db: Db, query: string) => repo.findOrders(db, query.trim(), ORDERS_PAGE);

export async function orderWithRefunds(db: Db, id: number) {
  const order = await repo.orderById(db, id);
  if (!order) throw notFound('No such order.');
  const [refunds, complaints] = await Promise.all([
    repo.refundsOf(db, id),
    complaintsOfMember(db, order.user_id),
  ]);
  return { order, refunds, complaints };
}

const notRefundable = () =>
  new HttpError(409, 'order_not_refundable', 'Only a paid order can be refunded.');
const notMembersComplaint = () =>
  new HttpError(400, 'complaint_not_members', "That complaint is not this order's member's.");
const tooLarge = (left: number) =>
  new HttpError(400, 'refund_too_large', 'More than what is left of the payment.', { left });

/**
 * Finance refunds a paid order, in full or in part (issue 26 §5), through the PSP that took it:
 * made once per idempotency key however often it is asked, never beyond what is left of the
 * payment. The credits follow through the ledger as the PSP's own reversals do: a partial refund
 * takes back its share of the order's credits, the last one the rest (the order is then
 * refunded, and premium rechecked, by the same settlement as a refund reported by the PSP).
 * Credits already spent stay spent. Recorded with its reason.
 */
export async function refundOrder(
  ctx: { db: Db; provider: PaymentProvider },
  input: {
    orderId: number;
    staffId: number;
    amount: number;
    reason?: string;
    idempotencyKey: string;
    /** The complaint that asked for it: the order's member's. */
    complaintId?: number;
  },
  now = new Date(),
) {
  const { db, provider } = ctx;
  const why = requireReason(input.reason);
  const order = await repo.orderById(db, input.orderId);
  if (!order) throw notFound('No such order.');
  const earlier = await repo.findRefund(db, order.id, input.idempotencyKey);
  if (earlier) return { refund: earlier, userId: order.user_id };
  if (order.status !== 'paid' || !order.psp_payment_id || order.psp !== provider.name)
    throw notRefundable();
  if (
    input.complaintId !== undefined &&
    !(await isMembersComplaint(db, input.complaintId, order.user_id))
  )
    throw notMembersComplaint();
  const payment = await provider.getPayment(order.psp_payment_id).catch((error: unknown) => {
    if (error instanceof PaymentProviderUnavailable) throw paymentProviderUnavailable();
    throw error;
  });
  const left = payment.amount - payment.refundedAmount - payment.chargedBackAmount;
  if (input.amount > left) {
    // A twin of this request (same key) may have claimed the key after we looked and refunded
    // the payment since: its claim is made before the PSP is asked, so it is found now, and its
    // refund is this one's answer — not "too large".
    const twin = await repo.findRefund(db, order.id, input.idempotencyKey);
    if (twin) return { refund: twin, userId: order.user_id };
    throw tooLarge(left);
  }

  const claimed = await repo.insertRequested(db, {
    order_id: order.id,
    amount: input.amount,
    status: 'requested',
    staff_id: input.staffId,
    reason: why,
    idempotency_key: input.idempotencyKey,
    created_at: now.toISOString(),
    complaint_id: input.complaintId ?? null,
  });
  // The same request, racing: the one that claimed the key makes it.
  if (!claimed)
    return {
      refund: (await repo.findRefund(db, order.id, input.idempotencyKey))!,
      userId: order.user_id,
    };

  let pspRefund: { id: string };
  try {
    pspRefund = await provider.refund(order.psp_payment_id, {
      amount: input.amount,
      currency: order.currency,
      description: `Refund of order ${order.id}`,
    });
  } catch (error) {
    await repo.dropRequested(db, claimed.id);
    if (error instanceof PaymentProviderUnavailable) throw paymentProviderUnavailable();
    throw error;
  }
  const full = payment.refundedAmount + input.amount >= payment.amount;
  const done = await db.transaction().execute(async (tx) => {
    let credits = 0;
    if (!full) {
      const account = await lockAccount(tx, order.user_id);
      const share = Math.floor((order.credits * input.amount) / order.amount);
      // Credits held for a message request are the member's to keep for it (issue 29 §1).
      credits = Math.min(account.credits - account.held_credits, share);
      if (credits > 0) {
        const entry = await changeCreditsIn(
          tx,
          {
            userId: order.user_id,
            amount: -credits,
            reason: 'refund',
            idempotencyKey: `refund:${claimed.id}`,
          },
          now,
        );
        // The member's open pages show the new balance (woken after the commit).
        await recordEvents(
          tx,
          [{ userId: order.user_id, type: 'credits', payload: { credits: entry.balance_after } }],
          now,
        );
      }
    }
    return repo.markDone(tx, claimed.id, pspRefund.id, credits);
  });
  // The last refund: the order becomes refunded and its remaining credits go back, as when the
  // PSP reports a refund (the webhook that follows then finds nothing left to do).
  if (full) await settlePayment(db, provider, order.psp_payment_id, 'backoffice', now);
  await recordStaffAction(
    db,
    input.staffId,
    {
      action: 'order.refund',
      object: ['order', order.id],
      before: { refunded: payment.refundedAmount },
      after: {
        refunded: payment.refundedAmount + input.amount,
        credits: done.credits,
        full,
        complaint: input.complaintId ?? null,
      },
      reason: why,
    },
    now,
  );
  return { refund: done, userId: order.user_id };
}
