import type { Db } from '../../db/database';
import { raiseListVersions } from '../../db/fragments/list-version';
import type { MemberReportTable } from './tables';
import type { Insertable } from 'kysely';

// Blocks and reports.

/** Blocks `blockedId` for `blockerId` (again: no change); both members' chat and likes lists change. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number, at: string) {
  await db
    .insertInto('member_block')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  await raiseListVersions(db, 'chat_list_version', [blockerId, blockedId]);
  await raiseListVersions(db, 'likes_list_version', [blockerId, blockedId]);
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  await db
    .deleteFrom('member_block')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
  await raiseListVersions(db, 'chat_list_version', [blockerId, blockedId]);
  await raiseListVersions(db, 'likes_list_version', [blockerId, blockedId]);
}

export async function blockedBy(db: Db, blockerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_block')
    .select('blocked_id')
    .where('blocker_id', '=', blockerId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.blocked_id);
}

/** Whether `blockerId` blocked `blockedId`. */
export async function isBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_block')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(db: Db, report: Insertable<MemberReportTable>) {
  await db.insertInto('member_report').values(report).execute();
}
