import type { Db } from '../../db/database';
import { raiseListVersions } from '../../db/fragments/list-version';
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

export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  await db
    .deleteFrom('member_block')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
  await raiseListVersions(db, 'chat_list_version', [blockerId, blockedId]);
  await raiseListVersions(db, 'likes_list_version', [blockerId, blockedId]);
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
