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
