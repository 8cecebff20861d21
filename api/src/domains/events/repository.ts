import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { registerPreparedText } from '../../db/pg-prepared';
import { preparedQuery } from '../../db/prepared';
import type { MemberEventRow, NewMemberEvent } from './tables';

// The numbered member events.

/**
 * Stores events in the caller's transaction. On PostgreSQL a sequence hands out ids at insert
 * time, and transactions commit in any order: a stream that read event 101 before event 100
 * committed would move past 100 for good. So each member's events are written under a lock of
 * that member, held to the commit: one member's events commit in the order of their ids.
 * (SQLite runs one write transaction at a time: ids are already in commit order.) Members are
 * locked in id order, so two writers never wait on each other in a circle.
 */
export async function insertEvents(db: Db, events: NewMemberEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (db.getExecutor().adapter instanceof PostgresAdapter) return insertEventsLocked(db, events);
  await db.insertInto('member_event').values(events).execute();
}

/**
 * PostgreSQL: the locks and the insert in one statement, one round trip instead of one per
 * member and one more (issue 27 §2: a send's transaction holds its sender's row to the commit,
 * and each round trip waits for the node's event loop). The locks are taken left to right in a
 * materialized CTE that every inserted row joins, so no id is drawn before both are held; rows
 * are inserted in the caller's order.
 */
async function insertEventsLocked(db: Db, events: NewMemberEvent[]): Promise<void> {
  const members = [...new Set(events.map((event) => event.user_id))].sort((a, b) => a - b);
  const locks = sql.join(
    members.map((userId) => sql`pg_advisory_xact_lock(${EVENT_LOCK_SPACE}, ${userId})`),
  );
  const rows = sql.join(
    events.map(
      (event, n) =>
        sql`(${n}::integer, ${event.user_id}::integer, ${event.type}::text, ${event.payload}::text, ${event.created_at}::text)`,
    ),
  );
  const query = sql`with locked as materialized (select ${locks})
    insert into member_event (user_id, type, payload, created_at)
    select v.user_id, v.type, v.payload, v.created_at
    from (values ${rows}) as v (n, user_id, type, payload, created_at) cross join locked
    order by v.n`.compile(db);
  // Its plan does not depend on the values: parsed once per connection (pg-prepared.ts).
  registerPreparedText(query.sql);
  await db.executeQuery(query);
}

/** The first key of the two-key advisory locks that order a member's events (see above). */
const EVENT_LOCK_SPACE = 7_311;

const eventsAfterQuery = preparedQuery<{ userId: number; afterId: number; limit: number }>()(
  (db, param) =>
    db
      .selectFrom('member_event')
      .selectAll()
      .where('user_id', '=', param('userId'))
      .where('id', '>', param('afterId'))
      .orderBy('id')
      .limit(param('limit')),
);

/**
 * Several members' events, each after its own id, oldest first, at most `limit` each: one
 * statement for every member whose streams woke in the same turn (PostgreSQL; see stream.ts).
 * Each row says which request it answers (`n`, the request's index).
 */
export async function eventsAfterEach(
  db: Db,
  requests: ReadonlyArray<{ userId: number; afterId: number }>,
  limit: number,
): Promise<Array<MemberEventRow & { n: number }>> {
  const query = sql<MemberEventRow & { n: number }>`select w.n::integer as n, e.*
    from unnest(${requests.map((r) => r.userId)}::integer[], ${requests.map((r) => r.afterId)}::bigint[])
      with ordinality as w (user_id, after_id, n)
    cross join lateral (
      select * from member_event e
      where e.user_id = w.user_id and e.id > w.after_id
      order by e.id limit ${limit}
    ) e
    order by w.n, e.id`.compile(db);
  // Its plan does not depend on the values: parsed once per connection (pg-prepared.ts).
  registerPreparedText(query.sql);
  const { rows } = await db.executeQuery(query);
  return rows.map((row) => ({ ...row, id: Number(row.id), n: row.n - 1 }));
}

/** The member's events after `afterId`, oldest first: read at every wake-up of their streams. */
export function eventsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<MemberEventRow[]> {
  return eventsAfterQuery(db, { userId, afterId, limit });
}

const lastEventIdQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .selectFrom('member_event')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', param('userId')),
);

/** The number of the member's newest event (0 without any): where a new stream starts. */
export async function lastEventId(db: Db, userId: number): Promise<number> {
  const [row] = await lastEventIdQuery(db, { userId });
  return Number(row?.id ?? 0);
}

/** Events older than `before` are of no use to any reconnecting client. */
export async function pruneEvents(db: Db, before: string): Promise<void> {
  await db.deleteFrom('member_event').where('created_at', '<', before).execute();
}
