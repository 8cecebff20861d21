import type { Db } from '../../db/database';
import { dayBounds, perDay } from '../../db/per-day';
import * as repo from './figures-repository';

/** Counted as active when on the site within this many days (the dashboard, issue 28 §4). */
export const ACTIVE_MEMBER_DAYS = 30;

/**
 * The site's members for the dashboard: sign-ups per day of `days`, and now: members who
 * confirmed their address (active accounts), and those of them on the site lately.
 */
export async function memberFigures(db: Db, days: readonly string[], now = new Date()) {
  const { start, end } = dayBounds(days[0]!, days.at(-1)!);
  const activeSince = new Date(now.getTime() - ACTIVE_MEMBER_DAYS * 86_400_000).toISOString();
  const [signups, totals] = await Promise.all([
    repo.signupCounts(db, start, end),
    repo.confirmedAndActive(db, activeSince),
  ]);
  return { signups: perDay(days, signups), ...totals };
}

/** Members who signed up in the range (for first-purchase conversion). */
export function signupsBetween(db: Db, from: string, until: string): Promise<number> {
  const { start, end } = dayBounds(from, until);
  return repo.signupTotal(db, start, end);
}

/** Sign-ups through a lander (issue 28 §1): per day of the range and per source. */
export async function campaignSignups(
  db: Db,
  campaign: string,
  days: readonly string[],
  by: 'network' | 'ref' | 'sub1' | 'sub2' | 'sub3',
) {
  const { start, end } = dayBounds(days[0]!, days.at(-1)!);
  const { daily, sources } = await repo.campaignSignupCounts(db, campaign, start, end, by);
  return {
    per_day: perDay(days, daily),
    sources: sources.map((row) => ({ source: row.source, n: Number(row.n) })),
  };
}
