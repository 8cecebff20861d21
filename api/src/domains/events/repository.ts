import type { Db } from '../../db/database';
import type { MemberEventRow, NewMemberEvent } from './tables';

// The numbered member events. All SQL of the events domain lives here.

export async function insertEvents(db: Db, events: NewMemberEvent[]): Promise<void> {
  if (events.length > 0) await db.insertInto('member_event').values(events).execute();
}

/** The member's events after `afterId`, oldest first. */
export function eventsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<MemberEventRow[]> {
  return db
    .selectFrom('member_event')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The number of the member's newest event (0 without any): where a new stream starts. */
export async function lastEventId(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('member_event')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Events older than `before` are of no use to any reconnecting client. */
export async function pruneEvents(db: Db, before: string): Promise<void> {
  await db.deleteFrom('member_event').where('created_at', '<', before).execute();
}
