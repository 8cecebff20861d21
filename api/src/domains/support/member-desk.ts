import type { MemberFile } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { deleteSessionsOf } from '../auth/accounts';
import { accountSecurity, turnOffTotpForSupport } from '../auth/factors';
import { reactivateBySupport } from '../account/deletion';
import { eraseAccountNow } from '../account/purge';
import { mailsSentTo } from '../mail/mailer';
import type { PhotoStore } from '../media/photo-store';
import { recordStaffAction, requireReason } from '../staff/service';
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
  const [live_sessions, security, sanctions, ledger, orders, safety, complaints, mails, notes] =
    await Promise.all([
      repo.liveSessionCount(db, userId, now.toISOString()),
      accountSecurity(db, userId),
      repo.sanctionsOf(db, userId),
      repo.ledgerEntries(db, userId, FILE_ROWS),
      repo.orders(db, userId, FILE_ROWS),
      repo.safetyCounts(db, userId),
      repo.complaintsOf(db, userId, FILE_ROWS),
      mailsSentTo(db, account.email, FILE_ROWS),
      repo.notesOf(db, userId, FILE_ROWS),
    ]);
  const { paid_user, network, ref, sub1, ...rest } = account;
  return {
    account: { ...rest, premium: paid_user === 1, source: { network, ref, sub1 } },
    live_sessions,
    sign_in: { second_factor: security.totp, passkeys: security.passkeys.length },
    sanctions,
    ledger,
    orders,
    safety,
    complaints,
    mails,
    notes,
  };
}

/**
 * Support notes something about a member (issue 48 §2): kept on the file with who wrote it,
 * never shown to the member, and recorded in the audit trail like every staff act.
 */
export async function addMemberNote(
  db: Db,
  { userId, staffId, body }: { userId: number; staffId: number; body: string },
  now = new Date(),
): Promise<void> {
  const text = body.trim();
  if (text.length === 0)
    throw new HttpError(400, 'validation_failed', 'A note says something.', { fields: 'body' });
  if (!(await repo.memberAccount(db, userId))) throw notFound('No such member.');
  const id = await repo.insertNote(db, {
    user_id: userId,
    staff_id: staffId,
    body: text,
    created_at: now.toISOString(),
  });
  await recordStaffAction(
    db,
    staffId,
    { action: 'member.note', object: ['member', userId], after: { note: id } },
    now,
  );
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

/**
 * Support turns a member's codes from an app off (they lost the phone, and the recovery codes
 * with it), after checking who asks — a reason is required and the audit trail keeps it. Every
 * session ends: whoever is logged in proves themselves again with the password. The route mails
 * the member, so an owner who did not ask hears of it at once.
 */
export async function turnOffSecondFactor(
  db: Db,
  { userId, staffId, reason }: { userId: number; staffId: number; reason?: string },
): Promise<void> {
  const why = requireReason(reason);
  const account = await repo.memberAccount(db, userId);
  if (!account || account.status === 'deleted') throw notFound('No such member.');
  if (!(await turnOffTotpForSupport(db, userId)))
    throw new HttpError(409, 'second_factor_off', 'Codes from an app are off already.');
  await deleteSessionsOf(db, userId);
  await recordStaffAction(db, staffId, {
    action: 'member.second_factor_off',
    object: ['member', userId],
    before: { second_factor: true },
    after: { second_factor: false, live_sessions: 0 },
    reason: why,
  });
}

/**
 * Erases a member now (issue 26 §4, GDPR art. 17), on the 14-day purge's own path: their
 * photos and files, profile, likes, matches, blocks, devices and sessions go, the account keeps
 * only an anonymous row. A reason is required; the audit trail keeps who asked and why.
 */
export async function eraseMemberNow(
  context: { db: Db; store: PhotoStore },
  { userId, staffId, reason }: { userId: number; staffId: number; reason?: string },
): Promise<void> {
  const why = requireReason(reason);
  const account = await repo.memberAccount(context.db, userId);
  if (!account || account.status === 'deleted') throw notFound('No such member.');
  if (!(await eraseAccountNow(context.db, context.store, userId)))
    throw notFound('No such member.');
  await recordStaffAction(context.db, staffId, {
    action: 'member.erase',
    object: ['member', userId],
    before: { status: account.status },
    after: { status: 'deleted' },
    reason: why,
  });
}

/** Brings back a member waiting out their deletion, at their request to support; audited. */
export async function reactivateMember(
  db: Db,
  { userId, staffId, reason }: { userId: number; staffId: number; reason?: string },
): Promise<void> {
  const why = requireReason(reason);
  if (!(await reactivateBySupport(db, userId)))
    throw new HttpError(409, 'already_reviewed', 'This account is not waiting to be deleted.');
  await recordStaffAction(db, staffId, {
    action: 'member.reactivate',
    object: ['member', userId],
    before: { status: 'pending_deletion' },
    reason: why,
  });
}
