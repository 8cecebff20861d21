import {
  SqliteAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
} from 'kysely';
import type { Db } from '../database';
import type { Database } from '../database';

/**
 * Spec §6: a blocker is out of reach of whom they blocked, and out of the way of the blocker.
 * A filter for every list of members (search, likes, swipe, similar profiles) seen by
 * `viewerId`: neither blocked the member of the row (two primary-key lookups on member_block).
 */
export function notBlockedWith(viewerId: number) {
  return (eb: ExpressionBuilder<Database, 'profile'>) =>
    eb.not(blockBetween(sql.ref<number>('profile.user_id'), viewerId)(eb));
}

/**
 * Whether either of two members blocked the other, each a column of the statement (`sql.ref`)
 * or an id: two primary-key lookups on member_block. Conversations and requests between them
 * leave both members' lists with it.
 */
export function blockBetween(a: Expression<number> | number, b: Expression<number> | number) {
  // Any statement: the fragment names only member_block's own columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return ({ exists, selectFrom }: ExpressionBuilder<Database, any>) =>
    exists(
      selectFrom('member_block')
        .select('member_block.blocker_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('member_block.blocker_id', '=', a), eb('member_block.blocked_id', '=', b)]),
            eb.and([eb('member_block.blocker_id', '=', b), eb('member_block.blocked_id', '=', a)]),
          ]),
        ),
    );
}

/**
 * Everyone `userId` blocked or was blocked by, as two comma-separated lists (null: nobody):
 * columns of another statement, so a search reads its searcher in one statement (each
 * database spells the aggregate its own way).
 */
export function blockedEitherWayLists(
  db: Db,
  userId: unknown,
): [RawBuilder<string | null>, RawBuilder<string | null>] {
  const list = (column: string) =>
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`group_concat(${sql.ref(column)}, ',')`
      : sql`string_agg(${sql.ref(column)}::text, ',')`;
  return [
    sql<
      string | null
    >`(select ${list('blocked_id')} from member_block where blocker_id = ${userId})`,
    sql<
      string | null
    >`(select ${list('blocker_id')} from member_block where blocked_id = ${userId})`,
  ];
}

/** The ids of `blockedEitherWayLists` columns. */
export const blockedIds = (...lists: (string | null)[]): number[] =>
  lists.flatMap((list) => (list === null ? [] : list.split(',').map(Number)));
