import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import {
  PAYMENT_METHOD_BRANDS,
  PAYMENT_METHOD_RULES,
  type PaymentMethodId,
} from '@app/shared/contracts';
import {
  PaymentProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPayment,
  type WebhookRequest,
} from './provider';
import * as repo from './sandbox-repository';
import type { SandboxPaymentRow } from './tables';

/** The header the sandbox signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A signature older (or further in the future) than this is refused: a replay. */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300;
/** Where the sandbox's hosted checkout lives. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-checkout';

/** What a tester picks on the sandbox's checkout page. */
export const SANDBOX_OUTCOMES = [
  'paid',
  'failed',
  'canceled',
  'expired',
  'pending_then_paid',
] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
/** What the tester says the card will do for later payments (as PSPs' test cards do). */
export const SANDBOX_STORED_CARD = ['works', 'declines'] as const;
export type SandboxStoredCard = (typeof SANDBOX_STORED_CARD)[number];
const MANDATE_PREFIX = 'sbm_';

/** How often the sandbox calls a webhook that does not answer 2xx (waits 0.2, 0.4, 0.8, 1.6 s). */
const SANDBOX_DELIVERY_ATTEMPTS = 5;

/** A sandbox payment nobody settled expires after this, as real PSPs' open payments do. */
export const SANDBOX_EXPIRY_MS = 30 * 60 * 1000;

/** The sandbox's card for later payments, on methods that can be charged again. */
export const storesCard = (method: string) =>
  method !== 'sdd' && PAYMENT_METHOD_RULES[method as PaymentMethodId]?.recurring === true;

/** How the sandbox reaches the product's webhook (by default: the app itself, over inject). */
export type WebhookSender = (
  webhookPath: string,
  paymentId: string,
  signature: string,
) => Promise<boolean>;

export function signSandboxWebhook(secret: string, paymentId: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${paymentId}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifySandboxSignature(
  secret: string,
  paymentId: string,
  header: string | undefined,
  now = new Date(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SANDBOX_SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${paymentId}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'));
}

const toProviderPayment = (row: SandboxPaymentRow): ProviderPayment => ({
  id: row.id,
  status: row.status as ProviderPayment['status'],
  amount: row.amount,
  currency: row.currency,
  refundedAmount: row.refunded_amount,
  chargedBackAmount: row.charged_back_amount,
});

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  find(id: string): Promise<SandboxPaymentRow | undefined>;
  /**
   * What the tester picked on the checkout page (and, for a card, what it does later); calls
   * the webhook like a real PSP.
   */
  settle(
    id: string,
    outcome: SandboxOutcome,
    storedCard?: SandboxStoredCard | null,
  ): Promise<SandboxPaymentRow | undefined>;
  /** Refunds or charges back a paid payment in full (the PSP's dashboard, for testing). */
  reverse(id: string, kind: 'refund' | 'chargeback'): Promise<boolean>;
  /**
   * Expires payments left open longer than SANDBOX_EXPIRY_MS (a member who closed the PSP's
   * page): the order expires and gives its discount code back. Answers how many expired.
   */
  expireAbandoned(now?: Date): Promise<number>;
  /** Waits for deliveries still under way (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * The PSP built into the product (the embedded default): a hosted checkout page served by the
 * API where a tester picks the outcome, and signed webhooks to the product exactly as a real PSP
 * sends them. Its payments live in the product's database (`sandbox_payment`).
 */
export function sandboxProvider(options: {
  db: Db;
  secret: string;
  pendingMs: number;
  webhookPath: string;
  send: WebhookSender;
}): SandboxProvider {
  const { db, secret, pendingMs } = options;
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    underWay.add(work);
    void work.finally(() => underWay.delete(work));
    return work;
  };

  /** Delivers a webhook, retrying a few times as PSPs do when the product does not answer 2xx. */
  async function notify(row: SandboxPaymentRow): Promise<void> {
    for (let attempt = 0; attempt < SANDBOX_DELIVERY_ATTEMPTS; attempt += 1) {
      const delivered = await options
        .send(row.webhook_url, row.id, signSandboxWebhook(secret, row.id))
        .catch(() => false);
      if (delivered || attempt === SANDBOX_DELIVERY_ATTEMPTS - 1) return;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }

  /**
   * Calls the webhook after the current request has finished, as a PSP's call comes on its own
   * connection: the product has recorded the payment's id by then. `idle()` waits for it.
   */
  function notifyLater(row: SandboxPaymentRow): void {
    void track(new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => notify(row)));
  }

  const setStatus = (id: string, status: string, from: readonly string[]) =>
    repo.setSandboxStatus(db, id, status, from);

  async function insertPayment(request: PaymentRequest, storedCard: string | null = null) {
    const id = `sb_${randomBytes(12).toString('hex')}`;
    const now = new Date().toISOString();
    await repo.insertSandboxPayment(db, {
      id,
      amount: request.amount,
      currency: request.currency,
      method: request.method,
      bank: request.bank,
      description: request.description,
      // Same origin as the product: the member's browser stays on the address it came from.
      redirect_url: request.redirectPath,
      webhook_url: options.webhookPath,
      status: 'open',
      stored_card: storedCard,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  const provider: SandboxProvider = {
    name: 'sandbox',
    async createPayment(request) {
      const id = await insertPayment(request);
      const lang = encodeURIComponent(request.locale);
      return { id, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${id}?lang=${lang}` };
    },
    // A SEPA debit takes days at a real bank: here it is pending, then paid after pendingMs.
    async collectDirectDebit(request) {
      const id = await insertPayment(request);
      await provider.settle(id, 'pending_then_paid');
      return { id, mandateId: `${MANDATE_PREFIX}${id}` };
    },
    async chargeMandate(request) {
      const first = await provider.find(request.mandateId.slice(MANDATE_PREFIX.length));
      if (!request.mandateId.startsWith(MANDATE_PREFIX) || !first)
        throw new Error(`No sandbox mandate ${request.mandateId}`);
      const id = await insertPayment(request, first.stored_card);
      if (first.method === 'sdd') await provider.settle(id, 'pending_then_paid');
      else await provider.settle(id, first.stored_card === 'works' ? 'paid' : 'failed');
      return { id };
    },
    // The sandbox stores cards by itself, as its checkout page lets the tester choose.
    async createCustomer() {
      return null;
    },
    async storedMandate(paymentId) {
      const row = await provider.find(paymentId);
      if (!row || row.status !== 'paid' || row.stored_card === null) return null;
      const brand = PAYMENT_METHOD_BRANDS[row.method as PaymentMethodId] ?? 'Card';
      // The sandbox's test card ends in 4242, as PSPs' own test cards do.
      return { id: `${MANDATE_PREFIX}${row.id}`, label: `${brand} •••• 4242` };
    },
    async getPayment(id) {
      const row = await provider.find(id);
      if (!row) throw new Error(`No sandbox payment ${id}`);
      return toProviderPayment(row);
    },
    verifyWebhook(webhook: WebhookRequest) {
      const header = webhook.headers[SANDBOX_SIGNATURE_HEADER];
      return verifySandboxSignature(
        secret,
        webhook.paymentId,
        Array.isArray(header) ? header[0] : header,
      );
    },
    find(id) {
      return repo.findSandboxPayment(db, id);
    },
    async settle(id, outcome, storedCard = null) {
      const final = outcome === 'pending_then_paid' ? 'pending' : outcome;
      if (storedCard !== null) await repo.setStoredCard(db, id, storedCard);
      const row = await setStatus(id, final, ['open']);
      if (!row) return provider.find(id);
      notifyLater(row);
      if (outcome === 'pending_then_paid') {
        // The bank confirms a while later, as with a slow bank transfer: the member waits on
        // the pending screen and sees it turn to completed by itself.
        const later = new Promise<void>((resolve) => {
          setTimeout(() => {
            void setStatus(id, 'paid', ['pending'])
              .then((paid) => (paid ? notify(paid) : undefined))
              .finally(resolve);
          }, pendingMs);
        });
        void track(later);
      }
      return row;
    },
    async cancelPayment(paymentId) {
      return (await provider.settle(paymentId, 'canceled'))?.status === 'canceled';
    },
    async refund(paymentId, refund) {
      const row = await repo.refundSandboxPayment(db, paymentId, refund.amount);
      // A real PSP refuses a refund beyond what is left of the payment, or of one not paid.
      if (!row) throw new PaymentProviderUnavailable(`sandbox: refund of ${paymentId} refused`);
      notifyLater(row);
      return { id: `re_${randomBytes(8).toString('hex')}` };
    },
    async reverse(id, kind) {
      const column = kind === 'refund' ? 'refunded_amount' : 'charged_back_amount';
      const row = await repo.reverseSandboxPayment(db, id, column);
      if (!row) return false;
      notifyLater(row);
      return true;
    },
    async expireAbandoned(now = new Date()) {
      const before = new Date(now.getTime() - SANDBOX_EXPIRY_MS).toISOString();
      const abandoned = await repo.abandonedSandboxPayments(db, before, 500);
      for (const { id } of abandoned) await provider.settle(id, 'expired');
      return abandoned.length;
    },
    async idle() {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
  };
  return provider;
}
