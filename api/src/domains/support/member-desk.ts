import {
  MEMBER_LIST_PAGE_SIZE,
  type BulkResult,
  type MemberFile,
  type MemberList,
  type MemberListQuery,
  type Settings,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { deleteSessionsOf } from '../auth/accounts';
import { accountSecurity, turnOffTotpForSupport } from '../auth/factors';
import { reactivateBySupport } from '../account/deletion';
import { eraseAccountNow } from '../account/purge';
import { mailsSentTo, type Mailer } from '../mail/mailer';
import { teamMessageMail } from '../mail/templates';
import type { PhotoStore } from '../media/photo-store';
import { linkedAccounts } from '../safety/linked-accounts';
import { recordStaffAction, requireReason } from '../staff/service';
import * as repo from './desk-repository';

/** Ledger entries, orders and complaints shown in a member's file, newest first. */
const FILE_ROWS = 50;

/**
 * The member list (issue 48 §2): search, filters, an order and pages. A day filter covers the
 * whole day: "to 2026-11-29" includes members who signed up that evening.
 */
export async function listMembers(db: Db, query: MemberListQuery): Promise<MemberList> {
  const yes = (value: 'yes' | 'no' | undefined) =>
    value === undefined ? undefined : value === 'yes';
  const { page, sort } = query;
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();
  const { rows, total } = await repo.listMembers(
    db,
    {
      q: query.q,
      state: query.state,
      country: query.country,
      from: query.signed_up_from ? `${query.signed_up_from}T00:00:00.000Z` : undefined,
      until: query.signed_up_to ? nextDay(query.signed_up_to) : undefined,
      source: query.source,
      paid: yes(query.paid),
      premium: yes(query.premium),
      verified: yes(query.verified),
      reported: yes(query.reported),
      operated: yes(query.operated),
    },
    sort,
    { limit: MEMBER_LIST_PAGE_SIZE, offset: (page - 1) * MEMBER_LIST_PAGE_SIZE },
  );
  return {
    members: rows.map(({ paid_user, verified_at, fictional, network, reports, ...row }) => ({
      ...row,
      premium: paid_user === 1,
      verified: verified_at !== null,
      operated: fictional === 1,
      reports: Number(reports),
      source: network,
    })),
    total,
    page,
    page_size: MEMBER_LIST_PAGE_SIZE,
  };
}

/** One member's file (issue 26 §4): account, source, sessions, sanctions, money, safety, complaints. */
export async function memberFile(db: Db, userId: number, now = new Date()): Promise<MemberFile> {
  const account = await repo.memberAccount(db, userId);
  if (!account) throw notFound('No such member.');
  const [
    live_sessions,
    security,
    sanctions,
    ledger,
    orders,
    safety,
    complaints,
    mails,
    notes,
    linked,
  ] = await Promise.all([
    repo.liveSessionCount(db, userId, now.toISOString()),
    accountSecurity(db, userId),
    repo.sanctionsOf(db, userId),
    repo.ledgerEntries(db, userId, FILE_ROWS),
    repo.orders(db, userId, FILE_ROWS),
    repo.safetyCounts(db, userId),
    repo.complaintsOf(db, userId, FILE_ROWS),
    mailsSentTo(db, account.email, FILE_ROWS),
    repo.notesOf(db, userId, FILE_ROWS),
    linkedAccounts(db, userId),
  ]);
  const { paid_user, network, ref, sub1, fictional: _operated, ...rest } = account;
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
    linked,
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

/**
 * The team mails members picked in the list (issue 48 §2): one message each, at their address,
 * signed by the site in their language. Erased accounts, operated profiles and addresses whose
 * mail stopped (bounces, complaints, unsubscribed) are skipped with why. One audit entry names
 * them all.
 */
export async function mailMembers(
  deps: { db: Db; mailer: Mailer; settings: Settings },
  staffId: number,
  { ids, subject, body }: { ids: number[]; subject: string; body: string },
): Promise<BulkResult> {
  const result: BulkResult = { done: [], skipped: [] };
  for (const id of new Set(ids)) {
    const account = await repo.memberAccount(deps.db, id);
    const why = !account
      ? 'not_found'
      : account.status === 'deleted'
        ? 'deleted'
        : account.fictional === 1
          ? 'operated'
          : account.email_disabled_reason !== null
            ? 'mail_stopped'
            : null;
    if (why || !account) {
      result.skipped.push({ id, code: why ?? 'not_found' });
      continue;
    }
    const mail = teamMessageMail(
      account.language,
      { siteName: deps.settings.name, supportEmail: deps.settings.support_email },
      subject,
      body,
    );
    try {
      await deps.mailer.send({ ...mail, to: account.email, fromName: deps.settings.mail_name });
      result.done.push(id);
    } catch {
      result.skipped.push({ id, code: 'mail_failed' });
    }
  }
  await recordStaffAction(deps.db, staffId, {
    action: 'members.mail',
    after: { subject, done: result.done, skipped: result.skipped.length },
  });
  return result;
}
