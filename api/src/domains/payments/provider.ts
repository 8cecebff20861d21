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
