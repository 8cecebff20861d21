import type { Db } from '../../db/database';
import { dayOf } from '../../db/per-day';

/** Messages per day between two timestamps (the dashboard, issue 28 §4). */
export function messageCounts(db: Db, start: string, end: string) {
  return db
    .selectFrom('message')
    .select((eb) => [dayOf(eb.ref('created_at')).as('day'), eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy((eb) => dayOf(eb.ref('created_at')))
    .execute();
}
