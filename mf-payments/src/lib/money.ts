/** An amount in minor units as the member's language writes money ("€ 29,99", "$32.99"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** The price of one credit in a bundle, to compare bundles (to the cent, or finer when tiny). */
export function formatPerCredit(
  amount: number,
  credits: number,
  currency: string,
  language: string,
) {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: 3,
  }).format(amount / credits / 100);
}
