import { sql, type Expression, type RawBuilder } from 'kysely';
import { validationFailed } from '../http/errors';

/**
 * The day (`YYYY-MM-DD`, UTC) of an ISO 8601 timestamp column: its first ten characters, the same
 * on SQLite and PostgreSQL (timestamps are stored as `toISOString()` text, database.ts).
 */
export function dayOf(column: Expression<string>): RawBuilder<string> {
  return sql<string>`substr(${column}, 1, 10)`;
}

/** `counts` by day, as one number per day of `days` (0 for a day without any). */
export function perDay(
  days: readonly string[],
  counts: ReadonlyArray<{ day: string; n: number | string | bigint }>,
): number[] {
  const byDay = new Map(counts.map((row) => [row.day, Number(row.n)]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/** Where a range of days starts and ends as timestamps: from midnight to the next day's. */
export function dayBounds(from: string, until: string): { start: string; end: string } {
  const end = new Date(`${until}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${from}T00:00:00.000Z`, end: end.toISOString() };
}

const DAY_MS = 86_400_000;

/** Every day from `from` to `until`, both included. */
function daysBetween(from: string, until: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(until); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * The days of an asked range (`YYYY-MM-DD`), or of the last `defaultDays` days; refused (400)
 * when it ends before it starts or is longer than `maxDays`.
 */
export function dayRange(
  asked: { from?: string; until?: string },
  { defaultDays, maxDays }: { defaultDays: number; maxDays: number },
  now = new Date(),
): string[] {
  const until = asked.until ?? now.toISOString().slice(0, 10);
  const from =
    asked.from ??
    new Date(Date.parse(until) - (defaultDays - 1) * DAY_MS).toISOString().slice(0, 10);
  const days = daysBetween(from, until);
  if (days.length === 0) throw validationFailed('The range ends before it starts.');
  if (days.length > maxDays)
    throw validationFailed(`A range is at most ${maxDays} days.`, { max: maxDays });
  return days;
}
