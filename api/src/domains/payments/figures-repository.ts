import type { Db } from '../../db/database';
import { dayOf } from '../../db/per-day';

/**
 * Paid orders between two timestamps (the dashboard, issue 28 §4): per currency and day, per
 * currency and method, and how many members who signed up then bought at least once.
 */
export async function paidFigures(db: Db, start: string, end: string) {
  const paidInRange = db
    .selectFrom('payment_order')
    .where('paid_at', 'is not', null)
    .where('paid_at', '>=', start)
    .where('paid_at', '<', end);
  const [daily, methods, buyers] = await Promise.all([
    paidInRange
      .select((eb) => [
        'currency',
        dayOf(eb.ref('paid_at').$castTo<string>()).as('day'),
        eb.fn.sum<number>('amount').as('n'),
      ])
      .groupBy((eb) => ['currency', dayOf(eb.ref('paid_at').$castTo<string>())])
      .execute(),
    paidInRange
      .select((eb) => ['currency', 'paymentmethod', eb.fn.sum<number>('amount').as('amount')])
      .groupBy(['currency', 'paymentmethod'])
      .execute(),
    db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('signup_date', '>=', start)
      .where('signup_date', '<', end)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('payment_order')
            .select('payment_order.id')
            .whereRef('payment_order.user_id', '=', 'app_user.id')
            .where('payment_order.paid_at', 'is not', null),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return { daily, methods, buyers: Number(buyers.n) };
}

/**
 * Members who signed up through a lander and first bought between two timestamps (issue 28 §1):
 * per day of that first purchase, and per value of a source field of their sign-up.
 */
export async function campaignFirstPurchases(
  db: Db,
  campaign: string,
  start: string,
  end: string,
  by: 'network' | 'ref' | 'sub1' | 'sub2' | 'sub3',
) {
  const firsts = db
    .selectFrom('payment_order')
    .innerJoin('signup_tracking', 'signup_tracking.user_id', 'payment_order.user_id')
    .where('signup_tracking.campaign', '=', campaign)
    .where('payment_order.paid_at', 'is not', null)
    .select((eb) => [
      'payment_order.user_id',
      eb.fn.min<string>('payment_order.paid_at').as('first_paid_at'),
      eb.fn.min<string | null>(`signup_tracking.${by}`).as('source'),
    ])
    .groupBy('payment_order.user_id')
    .as('firsts');
  const inRange = db
    .selectFrom(firsts)
    .where('firsts.first_paid_at', '>=', start)
    .where('firsts.first_paid_at', '<', end);
  const [daily, sources] = await Promise.all([
    inRange
      .select((eb) => [
        dayOf(eb.ref('firsts.first_paid_at')).as('day'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy((eb) => dayOf(eb.ref('firsts.first_paid_at')))
      .execute(),
    inRange
      .select((eb) => ['firsts.source', eb.fn.countAll<number>().as('n')])
      .groupBy('firsts.source')
      .execute(),
  ]);
  return { daily, sources };
}
