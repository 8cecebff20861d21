import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../database';

/**
 * Whether the member of the row (`app_user`) paid at least once: an order of theirs was paid.
 * The member list's "paid" filter and a mailing's audience read it alike.
 */
export function hasPaid(eb: ExpressionBuilder<Database, 'app_user'>) {
  return eb.exists(
    eb
      .selectFrom('payment_order')
      .select(sql`1`.as('one'))
      .whereRef('payment_order.user_id', '=', 'app_user.id')
      .where('payment_order.paid_at', 'is not', null),
  );
}
