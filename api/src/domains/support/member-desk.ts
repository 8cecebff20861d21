import type { MemberFile } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { deleteSessionsOf } from '../auth/accounts';
import { recordStaffAction } from '../staff/service';
import * as repo from './desk-repository';

/** Members listed per lookup; a longer list means a narrower search. */
export const LOOKUP_LIMIT = 50;
/** Ledger entries, orders and complaints shown in a member's file, newest first. */
const FILE_ROWS = 50;

export async function lookUpMembers(db: Db, query: string) {
  return { members: await repo.findMembers(db, query, LOOKUP_LIMIT) };
}

/** One member's file (issue 26 §4): account, source, sessions, sanctions, money, safety, complaints. */
export async function memberFile(db: Db, userId: number, now = new Date()): Promise<MemberFile> {
  const account = await repo.memberAccount(db, userId);
  if (!account) throw notFound('No such member.');
  const [live_sessions, sanctions, ledger, orders, safety, complaints] = await Promise.all([
    repo.liveSessionCount(db, userId, now.toISOString()),
    repo.sanctionsOf(db, userId),
    repo.ledgerEntries(db, userId, FILE_ROWS),
    repo.orders(db, userId, FILE_ROWS),
    repo.safetyCounts(db, userId),
    repo.complaintsOf(db, userId, FILE_ROWS),
  ]);
  const { paid_user, network, ref, sub1, ...rest } = account;
  return {
    account: { ...rest, premium: paid_user === 1, source: { network, ref, sub1 } },
    live_sessions,
    sanctions,
    ledger,
    orders,
    safety,
    complaints,
  };
}

/** Support ends every session of a member (a stolen phone, a shared computer), audited. */
export async function endMemberSessions(
  db: Db,
  { userId, staffId, reason }: { userId: number; staffId: number; reason?: string },
  now = new Date(),
) {
  const before = await repo.liveSessionCount(db, userId, now.toISOString());
  if (!(await repo.memberAccount(db, userId))) throw notFound('No such member.');
  await deleteSessionsOf(db, userId);
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'member.end_sessions',
      object: ['member', userId],
      before: { live_sessions: before },
      after: { live_sessions: 0 },
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    },
    now,
  );
}
