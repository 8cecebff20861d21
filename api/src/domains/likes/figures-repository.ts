import type { Db } from '../../db/database';
import { dayOf } from '../../db/per-day';

/** New matches per day between two timestamps, each pair once (the dashboard, issue 28 §4). */
export function matchCounts(db: Db, start: string, end: string) {
  return (
    db
      .selectFrom('member_match')
      .select((eb) => [dayOf(eb.ref('created_at')).as('day'), eb.fn.countAll<number>().as('n')])
      // One row per member of the pair: the pair counted once.
      .whereRef('user_id', '<', 'other_id')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy((eb) => dayOf(eb.ref('created_at')))
      .execute()
  );
}
