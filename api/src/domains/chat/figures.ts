import type { Db } from '../../db/database';
import { dayBounds, perDay } from '../../db/per-day';
import { messageCounts } from './figures-repository';

/** Messages sent per day of `days` (the dashboard, issue 28 §4). */
export async function messagesPerDay(db: Db, days: readonly string[]): Promise<number[]> {
  const { start, end } = dayBounds(days[0]!, days.at(-1)!);
  return perDay(days, await messageCounts(db, start, end));
}
