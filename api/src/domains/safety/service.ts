import type { BlocksResponse, Report } from '@app/shared/contracts';
import { mainImageFrom } from '../../db/fragments/main-image';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { findUserById } from '../auth/accounts';
import * as repo from './repository';

async function assertMember(db: Db, userId: number, otherId: number) {
  if (userId === otherId) throw notFound('No such member.');
  const other = await findUserById(db, otherId);
  if (!other || other.status === 'deleted') throw notFound('No such member.');
}

/** Spec §2 block-user dialog: the blocked member loses access to the blocker. */
export async function block(db: Db, blockerId: number, otherId: number, now = new Date()) {
  await assertMember(db, blockerId, otherId);
  await repo.insertBlock(db, blockerId, otherId, now.toISOString());
}

export async function unblock(db: Db, blockerId: number, otherId: number) {
  // Lifting a block that is not there is fine (a second tab did it); of nobody, a 404.
  if (!(await repo.deleteBlock(db, blockerId, otherId))) await assertMember(db, blockerId, otherId);
}

/** `GET /api/block.php`: whom the member blocked, with who they are. */
export async function blockedMembers(db: Db, blockerId: number): Promise<BlocksResponse> {
  const rows = await repo.blockedMembersOf(db, blockerId);
  return {
    blocked: rows.map((row) => row.id),
    members: rows.map((row) => ({ id: row.id, name: row.name, main_image: mainImageFrom(row) })),
  };
}

/** Whether `blockerId` blocked `otherId` (a profile offers Unblock then). */
export const blocks = repo.isBlocked;

/**
 * Refuses `viewerId` what `ownerId` blocked them from (their profile, their similar members) as
 * if the owner were not there: a blocked member simply loses them, as on the big apps, and is
 * never told who blocked them (issue 49 §8; ADR 0033 departs from the spec's text for it).
 */
export async function assertNotBlockedBy(db: Db, ownerId: number, viewerId: number | null) {
  if (viewerId !== null && (await repo.isBlocked(db, ownerId, viewerId)))
    throw notFound('No such member.');
}

/** Either member blocked the other: they have nothing to say to each other. */
export async function eitherBlocked(db: Db, a: number, b: number): Promise<boolean> {
  return (await repo.isBlocked(db, a, b)) || (await repo.isBlocked(db, b, a));
}

/** A report, stored for the moderators ("other" needs a few words). */
export async function report(db: Db, reporterId: number, request: Report, now = new Date()) {
  await assertMember(db, reporterId, request.profile);
  // The contract refused "other" without remarks before this ran.
  const remarks = request.remarks?.trim() || null;
  await repo.insertReport(db, {
    reporter_id: reporterId,
    reported_id: request.profile,
    reason: request.reason,
    remarks,
    created_at: now.toISOString(),
  });
}

/**
 * A report the site files itself (issue 29 §1, the burst rule: a new account sending many alike
 * first messages), about a message `aboutMessageTo` received: in the moderators' queue like any
 * other, once while one is open; its "reporter" reported nothing and is not told the outcome.
 */
export async function fileAutomaticReport(
  db: Db,
  report: { reportedId: number; aboutMessageTo: number },
  now = new Date(),
): Promise<void> {
  if (await repo.hasOpenAutomaticReport(db, report.reportedId)) return;
  await repo.insertReport(db, {
    reporter_id: report.aboutMessageTo,
    reported_id: report.reportedId,
    reason: 'spam',
    remarks: null,
    created_at: now.toISOString(),
    automatic: 1,
  });
}

/** Whether the site's own report about the member waits for a moderator. */
export const hasOpenAutomaticReport = (db: Db, memberId: number) =>
  repo.hasOpenAutomaticReport(db, memberId);

/** Whether `blockerId` blocked `blockedId` (chat refuses a message to whoever blocked its writer). */
export const isBlocked = repo.isBlocked;
