import type { Db } from '../../db/database';
import { dayBounds, perDay } from '../../db/per-day';
import { campaignFirstPurchases, paidFigures } from './figures-repository';

/**
 * Money taken in the range (the dashboard, issue 28 §4): per currency, each day's paid orders
 * (minor units) and the total per payment method; and how many of the members who signed up in
 * the range bought at least once.
 */
export async function revenueFigures(db: Db, days: readonly string[]) {
  const { start, end } = dayBounds(days[0]!, days.at(-1)!);
  const { daily, methods, buyers } = await paidFigures(db, start, end);
  const currencies = [...new Set([...daily, ...methods].map((row) => row.currency))].sort();
  return {
    currencies: currencies.map((currency) => {
      const per_day = perDay(
        days,
        daily.filter((row) => row.currency === currency),
      );
      return {
        currency,
        per_day,
        total: per_day.reduce((sum, amount) => sum + amount, 0),
        by_method: methods
          .filter((row) => row.currency === currency)
          .map((row) => ({ method: row.paymentmethod, amount: Number(row.amount) }))
          .sort((a, b) => b.amount - a.amount),
      };
    }),
    first_buyers: buyers,
  };
}

/** First purchases of members who signed up through a lander (issue 28 §1): per day and source. */
export async function campaignFirstPurchaseFigures(
  db: Db,
  campaign: string,
  days: readonly string[],
  by: 'network' | 'ref' | 'sub1' | 'sub2' | 'sub3',
) {
  const { start, end } = dayBounds(days[0]!, days.at(-1)!);
  const { daily, sources } = await campaignFirstPurchases(db, campaign, start, end, by);
  return {
    per_day: perDay(days, daily),
    sources: sources.map((row) => ({ source: row.source, n: Number(row.n) })),
  };
}
