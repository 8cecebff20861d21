import { z } from 'zod';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ADDRESS_FIELD_MAX_LENGTH,
  DISCOUNT_CODE_MAX_LENGTH,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SMS_CODE_LENGTH,
} from './payment-values';
import { errorCodes } from './values';

/** A credit bundle (spec §2 credits): amounts in minor units (cents) of its currency. */
export const creditBundleSchema = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  /** The bundle the credits page puts forward. */
  highlighted: z.boolean(),
});

/** `GET /api/packages.php?country=`: a member's country by default; visitors may pick one. */
export const creditBundlesQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export const creditBundlesResponseSchema = z.object({
  country: z.string(),
  currency: z.string(),
  packages: z.array(creditBundleSchema),
  /** What one message costs (spec §3 minimum_message_costs) and how many credits it takes. */
  message_cost: z.object({ costs: z.number(), currency: z.string() }).nullable(),
  message_credits: z.number().int(),
});
export type CreditBundlesResponse = z.infer<typeof creditBundlesResponseSchema>;

export const paymentMethodSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  banks: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  recurring: z.boolean(),
  /** Paid on the product's own direct-debit form rather than the PSP's page. */
  own_form: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({
  country: z.string(),
  currency: z.string(),
  methods: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** A discount code as spec §3 lists its fields; amounts in minor units. */
export const discountCodeSchema = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  /** ISO 8601; null: no end date. */
  expires: z.string().nullable(),
  value_percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  status: z.enum(['active', 'used', 'disabled']),
  /** Seconds the code is still valid for this member (the countdown); null: no end. */
  validity: z.number().int().nullable(),
  expired: z.boolean(),
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

const discountCodeText = z.string().trim().min(1).max(DISCOUNT_CODE_MAX_LENGTH);

/**
 * `GET /api/discountcode.php` (spec §7): `?code=` (with the bundle and method it would be used
 * for, to check its restrictions), or `?welcome=true` for the member's welcome code.
 */
export const discountCodeQuerySchema = z.object({
  code: discountCodeText.optional(),
  welcome: z.enum(['true']).optional(),
  package: z.coerce.number().int().positive().optional(),
  paymentmethod: z.enum(PAYMENT_METHODS).optional(),
});
export const discountCodeResponseSchema = z.object({ discountcode: discountCodeSchema });

/**
 * `POST /api/stay-discount.php` (members; no body): the leaving form's offer taken — the
 * company's `delete_discount` off one purchase, as a code of the member's own (answered like
 * `GET /api/discountcode.php`). 404 when the company offers none; 409 once it paid an order.
 */
export const stayDiscountBodySchema = z.object({}).strict().nullish();
export type DiscountCodeResponse = z.infer<typeof discountCodeResponseSchema>;

/** `GET /api/timebonus.php` (spec §4 load_time_bonus): null when the member has none. */
export const timeBonusSchema = z.object({
  code: z.string(),
  value_percentage: z.number().int(),
  /** ISO 8601: when the bonus ends (sign-up + 4 h). */
  expires: z.string(),
  seconds_left: z.number().int(),
});
export type TimeBonus = z.infer<typeof timeBonusSchema>;
export const timeBonusResponseSchema = z.object({ timebonus: timeBonusSchema.nullable() });
export type TimeBonusResponse = z.infer<typeof timeBonusResponseSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  package_id: z.number().int(),
  credits: z.number().int(),
  /** What the bundle costs before the discount, and what the member pays. */
  list_amount: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  paymentmethod: z.enum(PAYMENT_METHODS),
  bank: z.string().nullable(),
  discountcode: z.string().nullable(),
  /** The PSP's page to pay on while the order is open; null once settled. */
  checkout_url: z.string().nullable(),
  /** Charged on a stored card or mandate by a repeat order (spec §4 stored-card failure). */
  recurring: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** `POST /api/orders.php` with an Idempotency-Key header: a retry answers the same order. */
export const createOrderBodySchema = z.object({
  package: z.number().int().positive(),
  paymentmethod: z.enum(PAYMENT_METHODS),
  bank: z.string().min(1).max(40).optional(),
  discountcode: discountCodeText.optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;
export const orderQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** `POST /api/payments-webhook.php`: the PSP names a payment; its status is fetched, never read. */
export const paymentWebhookBodySchema = z.object({ id: z.string().min(1).max(100) });
export const paymentWebhookResponseSchema = z.object({ ok: z.literal(true) });

/** `GET /api/transactions.php`: the member's purchases, newest first; `?id=` one of them. */
export const transactionsQuerySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
});
export const transactionsResponseSchema = z.object({ transactions: z.array(orderSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

const formText = (max: number) =>
  z.string().trim().min(1, { error: errorCodes.field_required }).max(max);

/** An account number the bank can collect from: a valid IBAN of a SEPA country. */
export function isSepaIban(typed: string): boolean {
  const iban = electronicFormatIBAN(typed) ?? '';
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/** The mandate form's fields (spec §3 SDD form), as the member types them. */
export const directDebitFormSchema = z.object({
  account_holder: formText(ACCOUNT_HOLDER_MAX_LENGTH),
  iban: z
    .string()
    .trim()
    .min(1, { error: errorCodes.field_required })
    .max(42)
    .refine(isSepaIban, { error: errorCodes.iban_invalid, abort: true }),
  street: formText(ADDRESS_FIELD_MAX_LENGTH),
  house_number: formText(20),
  zip: formText(20),
  city: formText(ADDRESS_FIELD_MAX_LENGTH),
  phone: z
    .string()
    .trim()
    .min(1, { error: errorCodes.field_required })
    .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, { error: errorCodes.phone_invalid }),
  authorization: z.literal(true, { error: errorCodes.authorization_required }),
});

/**
 * `POST /api/directdebit.php` (spec §3 SDD form) with an Idempotency-Key: the mandate to sign
 * and the order it pays; the code goes to the phone. `authorization` is the required checkbox.
 */
export const directDebitBodySchema = directDebitFormSchema.extend({
  package: z.number().int().positive(),
  discountcode: discountCodeText.optional(),
});
export type DirectDebitBody = z.infer<typeof directDebitBodySchema>;

/** A mandate as its member sees it: never the full IBAN or phone number again. */
export const mandateSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(['pending', 'valid', 'revoked']),
  /** "NL** **** **** **43 00", "Visa •••• 4242". */
  label: z.string(),
  /** Where the code went: "+31 •••• •• 78". */
  phone: z.string().nullable(),
});
export type Mandate = z.infer<typeof mandateSchema>;
export const directDebitResponseSchema = z.object({ mandate: mandateSchema, order: orderSchema });
export type DirectDebitResponse = z.infer<typeof directDebitResponseSchema>;

/** `PUT /api/directdebit.php`: the SMS code (spec §3 otp) that signs the mandate. */
export const directDebitConfirmSchema = z.object({
  mandate: z.number().int().positive(),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)),
});
export const directDebitConfirmResponseSchema = z.object({ order: orderSchema });

/** `POST /api/repeat-order.php` with an Idempotency-Key: the last purchase again. */
export const repeatOrderBodySchema = z.object({}).strict();
export const repeatOrderResponseSchema = z.object({ order: orderSchema, mandate: mandateSchema });
/** `GET /api/repeat-order.php`: what a repeat would buy, with which stored card or mandate. */
export const repeatOfferResponseSchema = z.object({
  offer: z
    .object({
      package: creditBundleSchema,
      mandate: mandateSchema,
      last_order_id: z.number().int(),
    })
    .nullable(),
});
export type RepeatOffer = z.infer<typeof repeatOfferResponseSchema>['offer'];
