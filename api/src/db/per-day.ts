import { sql, type Expression, type RawBuilder } from 'kysely';

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
