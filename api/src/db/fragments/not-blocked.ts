import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../database';

/**
 * Spec §6: a blocker is out of reach of whom they blocked, and out of the way of the blocker.
 * A filter for every list of members (search, likes, swipe, similar profiles) seen by
 * `viewerId`: neither blocked the member of the row (two primary-key lookups on member_block).
 */
export function notBlockedWith(viewerId: number) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'profile'>) =>
    not(
      exists(
        selectFrom('member_block')
          .select('member_block.blocker_id')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('member_block.blocker_id', '=', sql.ref<number>('profile.user_id')),
                eb('member_block.blocked_id', '=', viewerId),
              ]),
              eb.and([
                eb('member_block.blocker_id', '=', viewerId),
                eb('member_block.blocked_id', '=', sql.ref<number>('profile.user_id')),
              ]),
            ]),
          ),
      ),
    );
}
