import type { Db } from '../../db/database';
import { raiseListVersions } from '../../db/fragments/list-version';
import type { ReportOutcome } from '@app/shared/contracts';
import type { MemberReportTable } from './tables';
import { sql, type Insertable } from 'kysely';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';

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

/** Lifts a block; false when there was none (no list changes then). */
export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  const removed = await db
    .deleteFrom('member_block')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await raiseListVersions(db, 'chat_list_version', [blockerId, blockedId]);
  await raiseListVersions(db, 'likes_list_version', [blockerId, blockedId]);
  return true;
}

/** Who `blockerId` blocked, as the settings list them: name and main photo, oldest first. */
export function blockedMembersOf(db: Db, blockerId: number) {
  return db
    .selectFrom('member_block')
    .innerJoin('profile', 'profile.user_id', 'member_block.blocked_id')
    .leftJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('profile.user_id'))),
    )
    .select(['profile.user_id as id', 'profile.name', ...mainImageColumns])
    .where('member_block.blocker_id', '=', blockerId)
    .orderBy('member_block.created_at')
    .execute();
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

export async function hasOpenAutomaticReport(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_report')
    .select('id')
    .where('reported_id', '=', memberId)
    .where('status', '=', 'open')
    .where('automatic', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Members with open reports: the oldest open report first, a page of them. */
export function reportedMembers(db: Db, limit: number) {
  return db
    .selectFrom('member_report')
    .innerJoin('app_user', 'app_user.id', 'member_report.reported_id')
    .innerJoin('profile', 'profile.user_id', 'member_report.reported_id')
    .select((eb) => [
      'member_report.reported_id as id',
      'profile.name',
      'app_user.email',
      'app_user.status',
      'profile.about',
      eb.fn.min('member_report.created_at').as('oldest'),
    ])
    .where('member_report.status', '=', 'open')
    .groupBy([
      'member_report.reported_id',
      'profile.name',
      'app_user.email',
      'app_user.status',
      'profile.about',
    ])
    .orderBy('oldest')
    .limit(limit)
    .execute();
}

export async function countReportedMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('member_report')
    .select((eb) => eb.fn.count<number>('reported_id').distinct().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The open reports about these members, with their reporters' names, oldest first. */
export function openReportsAbout(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member_report')
    .innerJoin('profile', 'profile.user_id', 'member_report.reporter_id')
    .select([
      'member_report.id',
      'member_report.reported_id',
      'member_report.reporter_id',
      'profile.name as reporter_name',
      'member_report.reason',
      'member_report.remarks',
      'member_report.created_at',
      'member_report.automatic',
    ])
    .where('member_report.status', '=', 'open')
    .where('member_report.reported_id', 'in', memberIds)
    .orderBy('member_report.created_at')
    .orderBy('member_report.id')
    .execute();
}

/**
 * Closes every open report about the member with one outcome; answers the reports closed (none
 * when another moderator closed them first).
 */
export function closeReports(
  db: Db,
  memberId: number,
  outcome: ReportOutcome,
  staffId: number,
  at: string,
) {
  return db
    .updateTable('member_report')
    .set({ status: 'closed', outcome, handled_at: at, handled_by: staffId })
    .where('reported_id', '=', memberId)
    .where('status', '=', 'open')
    .returning(['id', 'reporter_id', 'reason', 'automatic'])
    .execute();
}
