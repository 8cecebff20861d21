import {
  createMollieClient,
  MandateMethod,
  PaymentMethod as MollieMethod,
  SequenceType,
} from '@mollie/api-client';
import type { PaymentMethodId } from '@app/shared/contracts';
import {
  PaymentProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPayment,
} from './provider';

/**
 * Our methods (spec §3) as Mollie names them. Card brands all go through Mollie's card form;
 * null: Mollie has no such method (giropay and SOFORT were retired), so its hosted page lets
 * the member pick one.
 */
const MOLLIE_METHOD: Readonly<Record<PaymentMethodId, MollieMethod | null>> = {
  sdd: MollieMethod.directdebit,
  prezelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  sct: MollieMethod.banktransfer,
  giropay: null,
  mastercard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  creditcard: MollieMethod.creditcard,
  dankort: MollieMethod.creditcard,
  mobilepay: MollieMethod.mobilepay,
  swish: MollieMethod.swish,
  twint: MollieMethod.twint,
  satispay: MollieMethod.satispay,
  vipps: MollieMethod.vipps,
  cartebancaire: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  maestro: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  sofort: null,
  eps: MollieMethod.eps,
};

/** Mollie methods whose first payment can store the card or account for recurring payments. */
const STORABLE: ReadonlySet<MollieMethod> = new Set([MollieMethod.creditcard, MollieMethod.paypal]);

/** Mollie's locales for the languages the product speaks. */
const MOLLIE_LOCALE: Readonly<Record<string, string>> = { en: 'en_US', fr: 'fr_FR' };

/** Minor units → Mollie's "10.00" (every currency the product sells in has 2 decimals). */
const toValue = (minor: number) => (minor / 100).toFixed(2);
const toMinor = (value: string | undefined) =>
  value === undefined ? 0 : Math.round(Number(value) * 100);

/**
 * Mollie (`@mollie/api-client`, MOLLIE_API_KEY). Mollie does not sign its webhooks: the
 * webhook carries only the payment id, and the product fetches the payment from Mollie with its
 * key — a forged call can at most make the product look at a real payment again.
 */
export function mollieProvider(
  options: { apiKey: string; apiUrl?: string },
  webhookUrl: string | null,
): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiUrl ? { apiEndpoint: options.apiUrl.replace(/\/?$/, '/') } : {}),
  });
  const paymentFields = (request: PaymentRequest) => ({
    amount: { currency: request.currency, value: toValue(request.amount) },
    description: request.description,
    ...(webhookUrl ? { webhookUrl } : {}),
    metadata: { order_id: request.orderId },
  });
  return {
    name: 'mollie',
    async createPayment(request) {
      const method = MOLLIE_METHOD[request.method];
      try {
        const payment = await client.payments.create({
          amount: { currency: request.currency, value: toValue(request.amount) },
          description: request.description,
          redirectUrl: `${request.origin}${request.redirectPath}`,
          ...(webhookUrl ? { webhookUrl } : {}),
          ...(method ? { method } : {}),
          locale: (MOLLIE_LOCALE[request.locale] ?? 'en_US') as never,
          metadata: { order_id: request.orderId },
          // A card or PayPal paid as the member's first payment stays usable for repeat orders.
          ...(request.customerId && method && STORABLE.has(method)
            ? { customerId: request.customerId, sequenceType: SequenceType.first }
            : {}),
        });
        const checkoutUrl = payment.getCheckoutUrl();
        if (!checkoutUrl) throw new Error('Mollie gave no checkout address');
        return { id: payment.id, checkoutUrl };
      } catch (error) {
        throw new PaymentProviderUnavailable(
          `Mollie: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    // Mollie keeps SEPA mandates on a customer: one customer per mandate here, holding the
    // account the member signed for with the SMS code; the first debit is a recurring payment on it.
    async collectDirectDebit(request) {
      try {
        const customer = await client.customers.create({
          name: request.holder,
          email: request.email,
          metadata: { mandate: request.reference },
        });
        const mandate = await client.customerMandates.create({
          customerId: customer.id,
          method: MandateMethod.directdebit,
          consumerName: request.holder,
          consumerAccount: request.iban,
          signatureDate: new Date().toISOString().slice(0, 10),
          mandateReference: request.reference,
        });
        const payment = await client.payments.create({
          ...paymentFields(request),
          customerId: customer.id,
          mandateId: mandate.id,
          sequenceType: SequenceType.recurring,
        });
        return { id: payment.id, mandateId: `${customer.id}/${mandate.id}` };
      } catch (error) {
        throw new PaymentProviderUnavailable(`Mollie: ${String(error)}`);
      }
    },
    async chargeMandate(request) {
      const [customerId, mandateId] = request.mandateId.split('/');
      try {
        const payment = await client.payments.create({
          ...paymentFields(request),
          customerId: customerId!,
          mandateId: mandateId!,
          sequenceType: SequenceType.recurring,
        });
        return { id: payment.id };
      } catch (error) {
        throw new PaymentProviderUnavailable(`Mollie: ${String(error)}`);
      }
    },
    async createCustomer(member) {
      try {
        return (await client.customers.create({ name: member.name, email: member.email })).id;
      } catch (error) {
        throw new PaymentProviderUnavailable(`Mollie: ${String(error)}`);
      }
    },
    // A first payment made with a customer leaves a mandate on it (Mollie's recurring model).
    async storedMandate(paymentId) {
      const payment = await client.payments.get(paymentId);
      if (!payment.customerId || !payment.mandateId) return null;
      const mandate = await client.customerMandates.get(payment.mandateId, {
        customerId: payment.customerId,
      });
      if (mandate.status !== 'valid' && mandate.status !== 'pending') return null;
      const details = mandate.details as {
        cardLabel?: string | null;
        cardNumber?: string;
        consumerAccount?: string;
      };
      const label = details.cardNumber
        ? `${details.cardLabel ?? 'Card'} •••• ${details.cardNumber.slice(-4)}`
        : `PayPal ${details.consumerAccount ?? ''}`.trim();
      return { id: `${payment.customerId}/${payment.mandateId}`, label };
    },
    async cancelPayment(paymentId) {
      try {
        return (await client.payments.cancel(paymentId)).status === 'canceled';
      } catch {
        // Not cancelable (most card payments while open): it expires at Mollie, or is refunded
        // if paid anyway.
        return false;
      }
    },
    async refund(paymentId, refund) {
      try {
        const created = await client.paymentRefunds.create({
          paymentId,
          amount: { currency: refund.currency, value: toValue(refund.amount) },
          description: refund.description,
        });
        return { id: created.id };
      } catch (error) {
        throw new PaymentProviderUnavailable(`Mollie: ${String(error)}`);
      }
    },
    async getPayment(id): Promise<ProviderPayment> {
      const payment = await client.payments.get(id);
      const status = payment.status === 'authorized' ? 'pending' : payment.status;
      return {
        id: payment.id,
        status: status as ProviderPayment['status'],
        amount: toMinor(payment.amount.value),
        currency: payment.amount.currency,
        refundedAmount: toMinor(payment.amountRefunded?.value),
        chargedBackAmount: toMinor(payment.amountChargedBack?.value),
      };
    },
    // Only the payment id is read from a Mollie webhook; its state always comes from Mollie.
    verifyWebhook: (webhook) => /^tr_[A-Za-z0-9]+$/.test(webhook.paymentId),
  };
}
