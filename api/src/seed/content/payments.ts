import { SITE_COUNTRIES, TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE } from '@app/shared/contracts';
import type { NewCreditPackage, NewDiscountCode } from '../../domains/payments/tables';
import { currencyByCountry } from './site';

/** Credits per bundle, smallest first; the third is the one the credits page puts forward. */
const BUNDLE_CREDITS = [25, 50, 100, 250] as const;
const HIGHLIGHTED_CREDITS = 100;

/** Prices in minor units per currency, one per bundle (cheaper per credit as bundles grow). */
const PRICES: Readonly<Record<string, readonly number[]>> = {
  EUR: [999, 1799, 2999, 5999],
  USD: [1099, 1999, 3299, 6499],
  GBP: [899, 1599, 2599, 4999],
  CAD: [1399, 2499, 4199, 8499],
  PLN: [4299, 7699, 12_999, 25_999],
  AUD: [1599, 2899, 4799, 9499],
  NZD: [1699, 2999, 4999, 9999],
  CHF: [999, 1799, 2999, 5999],
  DKK: [7499, 13_499, 22_499, 44_999],
  NOK: [10_999, 19_999, 33_999, 66_999],
  SEK: [10_999, 19_999, 33_999, 66_999],
};

/** The demo site's bundles: four per country it serves, in the country's currency. */
export function demoPackages(): NewCreditPackage[] {
  return SITE_COUNTRIES.flatMap((country) => {
    const currency = currencyByCountry[country] ?? 'EUR';
    const prices = PRICES[currency]!;
    return BUNDLE_CREDITS.map((credits, position) => ({
      site_id: null,
      country,
      currency,
      credits,
      amount: prices[position]!,
      highlighted: credits === HIGHLIGHTED_CREDITS ? 1 : 0,
      position,
    }));
  });
}

/**
 * Discount codes to try on the demo site: the time bonus of spec §9, and one code for each
 * restriction a code can carry (spec §3, §5), so every state of the code field can be seen.
 */
export function demoDiscountCodes(now: Date): NewDiscountCode[] {
  const created_at = now.toISOString();
  // Every column given on every row: one multi-row insert, and SQLite has no DEFAULT in VALUES.
  const code = (fields: Partial<NewDiscountCode> & Pick<NewDiscountCode, 'code'>) => ({
    kind: 'standard' as const,
    country: null,
    user_id: null,
    expires: null,
    value_percentage: 10,
    currency: null,
    minimum_order_value: null,
    status: 'active' as const,
    single_use: 0,
    paymentmethods: null,
    created_at,
    ...fields,
  });
  return [
    code({ code: TIME_BONUS_CODE, kind: 'time_bonus', value_percentage: TIME_BONUS_PERCENTAGE }),
    code({ code: 'AMORA10', value_percentage: 10 }),
    code({ code: 'LUCKY50', value_percentage: 50, single_use: 1 }),
    code({ code: 'DUTCH15', value_percentage: 15, country: 'NL' }),
    code({ code: 'IDEAL20', value_percentage: 20, paymentmethods: JSON.stringify(['ideal']) }),
    code({ code: 'BIG30', value_percentage: 30, minimum_order_value: 5000, currency: 'EUR' }),
    code({
      code: 'OLD2020',
      value_percentage: 20,
      expires: new Date(Date.UTC(2020, 11, 31)).toISOString(),
    }),
  ];
}
