// Plain values of payments (spec §3, §4, §9), free of zod so client bundles can import them.

/** §3: every payment method the product offers. */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** A bank a member picks for a method that asks for one (iDEAL, EPS, Przelewy24). */
export interface Bank {
  id: string;
  name: string;
}

interface PaymentMethodRule {
  /** Countries where the method is offered; absent: everywhere its currencies are used. */
  countries?: readonly string[];
  currencies: readonly string[];
  banks?: readonly Bank[];
  /** The method can be charged again without the member (stored card, mandate): repeat order. */
  recurring?: boolean;
  /** Paid through the product's own form (SEPA direct debit), not the PSP's page. */
  ownForm?: boolean;
}

const EUR = ['EUR'];
const CARD_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CAD',
  'PLN',
  'AUD',
  'NZD',
  'CHF',
  'DKK',
  'NOK',
  'SEK',
];
const SEPA_COUNTRIES = ['NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'FI'];

/**
 * Which method is offered where (spec §3 names them; where each one works is the PSPs' own
 * coverage). The server offers a member the methods of their country and currency; the client
 * shows what the server offers.
 */
export const PAYMENT_METHOD_RULES: Readonly<Record<PaymentMethodId, PaymentMethodRule>> = {
  ideal: {
    countries: ['NL'],
    currencies: EUR,
    banks: [
      { id: 'abnamro', name: 'ABN AMRO' },
      { id: 'asnbank', name: 'ASN Bank' },
      { id: 'bunq', name: 'bunq' },
      { id: 'ing', name: 'ING' },
      { id: 'knab', name: 'Knab' },
      { id: 'rabobank', name: 'Rabobank' },
      { id: 'regiobank', name: 'RegioBank' },
      { id: 'revolut', name: 'Revolut' },
      { id: 'snsbank', name: 'SNS' },
      { id: 'triodos', name: 'Triodos Bank' },
      { id: 'vanlanschot', name: 'Van Lanschot Kempen' },
    ],
  },
  bancontact: { countries: ['BE'], currencies: EUR },
  eps: {
    countries: ['AT'],
    currencies: EUR,
    banks: [
      { id: 'erste', name: 'Erste Bank und Sparkassen' },
      { id: 'raiffeisen', name: 'Raiffeisen Bankengruppe' },
      { id: 'bawag', name: 'BAWAG P.S.K.' },
      { id: 'bankaustria', name: 'Bank Austria' },
      { id: 'volksbank', name: 'Volksbank Gruppe' },
      { id: 'easybank', name: 'easybank' },
    ],
  },
  giropay: { countries: ['DE'], currencies: EUR },
  sofort: {
    countries: ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'CH', 'PL'],
    currencies: ['EUR', 'CHF', 'PLN'],
  },
  prezelewy24: {
    countries: ['PL'],
    currencies: ['PLN', 'EUR'],
    banks: [
      { id: 'pko', name: 'PKO Bank Polski' },
      { id: 'pekao', name: 'Bank Pekao' },
      { id: 'mbank', name: 'mBank' },
      { id: 'ing_pl', name: 'ING Bank Śląski' },
      { id: 'santander_pl', name: 'Santander Bank Polska' },
    ],
  },
  blik: { countries: ['PL'], currencies: ['PLN'] },
  cartebancaire: { countries: ['FR'], currencies: EUR, recurring: true },
  nexi: { countries: ['IT'], currencies: EUR },
  satispay: { countries: ['IT'], currencies: EUR },
  dankort: { countries: ['DK'], currencies: ['DKK'] },
  mobilepay: { countries: ['DK', 'FI'], currencies: ['DKK', 'EUR'] },
  swish: { countries: ['SE'], currencies: ['SEK'] },
  vipps: { countries: ['NO'], currencies: ['NOK'] },
  twint: { countries: ['CH'], currencies: ['CHF'] },
  sdd: { countries: ['NL', 'BE', 'DE', 'AT'], currencies: EUR, recurring: true, ownForm: true },
  sct: { countries: SEPA_COUNTRIES, currencies: EUR },
  visa: { currencies: CARD_CURRENCIES, recurring: true },
  mastercard: { currencies: CARD_CURRENCIES, recurring: true },
  maestro: { currencies: CARD_CURRENCIES },
  creditcard: { currencies: CARD_CURRENCIES, recurring: true },
  applepay: { currencies: CARD_CURRENCIES },
  paypal: { currencies: CARD_CURRENCIES, recurring: true },
  paysafecard: {
    currencies: ['EUR', 'GBP', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD', 'DKK', 'NOK', 'SEK'],
  },
};

/** The methods offered in a country paying in a currency, in the order of PAYMENT_METHODS. */
export function methodsFor(country: string, currency: string): PaymentMethodId[] {
  return PAYMENT_METHODS.filter((id) => {
    const rule = PAYMENT_METHOD_RULES[id];
    return (
      rule.currencies.includes(currency) && (!rule.countries || rule.countries.includes(country))
    );
  });
}

/** Every state an order goes through; `paid` is the only one that credits. */
export const ORDER_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** States an order does not leave except by a refund or chargeback. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
];

/** §4, §9: the time bonus — code TIMEBONUS25, 25 %, once per member, 4 h from sign-up. */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
/** §9: the welcome discount — 25 % on the first purchase, with a countdown. */
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
/** How long a member's welcome code stays valid once given (the spec leaves it open). */
export const WELCOME_DISCOUNT_HOURS = 48;
/**
 * How long the leaving form's offer stays valid once taken (`company.delete_discount`, issue 25
 * §3; the spec names the percentage and leaves the rest open).
 */
export const STAY_DISCOUNT_DAYS = 14;
/** §1/§9: the premium claim shown in texts. */
export const PREMIUM_MATCH_CHANCE_PERCENT = 46;
/** The longest discount code a member can type. */
export const DISCOUNT_CODE_MAX_LENGTH = 40;

/** Brand names as printed on receipts; null: a generic method each language names itself. */
export const PAYMENT_METHOD_BRANDS: Readonly<Record<PaymentMethodId, string | null>> = {
  sdd: null,
  sct: null,
  creditcard: null,
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  dankort: 'Dankort',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'TWINT',
  satispay: 'Satispay',
  vipps: 'Vipps',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'SOFORT',
  eps: 'EPS',
};

/** RELIABILITY 10: the direct-debit SMS code — 6 digits, 10 minutes, single use, 5 tries. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/**
 * Spec §8 "Direct debit limit reached.": what a member may have collected by direct debit
 * within DIRECT_DEBIT_LIMIT_DAYS, in minor units (the spec leaves the amount open).
 */
export const DIRECT_DEBIT_LIMIT = 20_000;
export const DIRECT_DEBIT_LIMIT_DAYS = 30;
/** §3 SDD form field lengths. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;
export const ADDRESS_FIELD_MAX_LENGTH = 100;
