import type { Db } from '../../db/database';
import { dayOf } from '../../db/per-day';

// The dashboard's counts of accounts (issue 28 §4).

/** Sign-ups per day between two timestamps. */
export function signupCounts(db: Db, start: string, end: string) {
  return db
    .selectFrom('app_user')
    .select((eb) => [dayOf(eb.ref('signup_date')).as('day'), eb.fn.countAll<number>().as('n')])
    .where('signup_date', '>=', start)
    .where('signup_date', '<', end)
    .groupBy((eb) => dayOf(eb.ref('signup_date')))
    .execute();
}

/** Real members with a confirmed address, and those of them on the site since `activeSince`. */
export async function confirmedAndActive(db: Db, activeSince: string) {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select((eb) => [
      eb.fn.countAll<number>().as('confirmed'),
      eb.fn
        .sum<number>(eb.case().when('profile.last_active', '>=', activeSince).then(1).else(0).end())
        .as('active'),
    ])
    .where('app_user.status', '=', 'active')
    .where('profile.fictional', '=', 0)
    .executeTakeFirstOrThrow();
  return { confirmed: Number(row.confirmed), active: Number(row.active ?? 0) };
}

/** Sign-ups between two timestamps, in all. */
export async function signupTotal(db: Db, start: string, end: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('signup_date', '>=', start)
    .where('signup_date', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sign-ups through a lander between two timestamps: per day, and per value of a source field. */
export async function campaignSignupCounts(
  db: Db,
  campaign: string,
  start: string,
  end: string,
  by: 'network' | 'ref' | 'sub1' | 'sub2' | 'sub3',
) {
  const inRange = db
    .selectFrom('signup_tracking')
    .where('campaign', '=', campaign)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const [daily, sources] = await Promise.all([
    inRange
      .select((eb) => [dayOf(eb.ref('created_at')).as('day'), eb.fn.countAll<number>().as('n')])
      .groupBy((eb) => dayOf(eb.ref('created_at')))
      .execute(),
    inRange
      .select((eb) => [eb.ref(by).as('source'), eb.fn.countAll<number>().as('n')])
      .groupBy(by)
      .execute(),
  ]);
  return { daily, sources };
}
