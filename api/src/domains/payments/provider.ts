import type { PaymentMethodId } from '@app/shared/contracts';
import { HttpError } from '../../http/errors';

/** What the product asks a PSP to collect. */
export interface PaymentRequest {
  orderId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  method: PaymentMethodId;
  bank: string | null;
  description: string;
  /** Where the member's browser comes back to: a path of the site, and the site's origin. */
  redirectPath: string;
  origin: string;
  /** The member's language, for the PSP's page. */
  locale: string;
  /**
   * The member as the PSP's customer, for a method the PSP can charge again: the payment then
   * stores the card or account for later (a repeat order). Absent: a one-off payment.
   */
  customerId?: string;
}

/** A payment as the PSP reports it: the only source of truth about money. */
export interface ProviderPayment {
  id: string;
  status: 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount: number;
  currency: string;
  /** Minor units refunded and charged back so far. */
  refundedAmount: number;
  chargedBackAmount: number;
}

/** A SEPA direct debit to collect on a mandate the member signed with an SMS code. */
export interface DirectDebitRequest extends PaymentRequest {
  holder: string;
  /** Electronic format: "NL91ABNA0417164300". */
  iban: string;
  email: string;
  /** The product's own mandate reference (unique per mandate). */
  reference: string;
}

/** A card, wallet or bank account the PSP keeps for later payments. */
export interface StoredMandate {
  /** The PSP's reference to charge it again. */
  id: string;
  /** What the member recognises it by ("Visa •••• 4242"). */
  label: string;
}

/** A webhook as it arrived: its headers and parsed body. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  paymentId: string;
}

/**
 * A payment service provider (a port, ARCHITECTURE "Server design"): the sandbox built into the
 * product by default, Mollie with MOLLIE_API_KEY. The product never trusts what a webhook body
 * says about a payment: it asks the provider (`getPayment`).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  /** Starts a payment; answers its id and the page the member pays on. */
  createPayment(request: PaymentRequest): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<ProviderPayment>;
  /** Creates the SEPA mandate at the PSP and collects the first debit on it. */
  collectDirectDebit(request: DirectDebitRequest): Promise<{ id: string; mandateId: string }>;
  /** Charges a stored mandate again (repeat order), without the member. */
  chargeMandate(request: PaymentRequest & { mandateId: string }): Promise<{ id: string }>;
  /**
   * The member as this PSP's customer (made once, kept by the product); null where the PSP
   * needs none to store a card (the sandbox).
   */
  createCustomer(member: { name: string; email: string }): Promise<string | null>;
  /** The card or account a paid first payment left for later payments, if any. */
  storedMandate(paymentId: string): Promise<StoredMandate | null>;
  /**
   * Refunds part or all of a paid payment (minor units); the PSP answers its refund's id. The
   * payment's refunded amount then says it (getPayment), and the webhook follows.
   */
  refund(
    paymentId: string,
    refund: { amount: number; currency: string; description: string },
  ): Promise<{ id: string }>;
  /**
   * Cancels a payment the member can still pay (they ordered again and the order is void):
   * true when the PSP canceled it. Not every method can be canceled; whatever is paid on a
   * void order anyway is refunded when its webhook comes (settlePayment).
   */
  cancelPayment(paymentId: string): Promise<boolean>;
  /** Whether a webhook really comes from this provider (a signature where it signs them). */
  verifyWebhook(webhook: WebhookRequest): boolean;
}

/** The PSP could not be reached or answered badly. */
export class PaymentProviderUnavailable extends Error {}

export const paymentProviderUnavailable = () =>
  new HttpError(
    502,
    'payment_provider_unavailable',
    'The payment could not be started. Nothing was charged.',
  );
