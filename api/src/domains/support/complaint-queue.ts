import {
  complaintStatuses,
  type ComplaintDetail,
  type ComplaintStatus,
  type Settings,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { complaintReplyMail, complaintThreadId } from '../mail/templates';
import { recordStaffAction } from '../staff/service';
import { refundsForComplaint } from '../payments/refund-links';
import * as repo from './complaint-queue-repository';

/** Complaints listed per page of the queue. */
const QUEUE_PAGE = 100;
/** What the queue shows unless asked for a status: what still needs support. */
const OPEN: readonly ComplaintStatus[] = ['new', 'waiting_member'];

/** The queue (issue 26 §4): counts by status, and the complaints of one status, oldest first. */
export async function complaintQueue(db: Db, status?: ComplaintStatus) {
  const [counts, complaints] = await Promise.all([
    repo.statusCounts(db),
    repo.complaintsIn(db, status ? [status] : OPEN, QUEUE_PAGE),
  ]);
  return {
    counts: Object.fromEntries(
      complaintStatuses.map((name) => [name, counts[name] ?? 0]),
    ) as Record<ComplaintStatus, number>,
    complaints: complaints.map((row) => ({ ...row, replies: Number(row.replies ?? 0) })),
  };
}

/** Complaints that still need support: new or waiting for the member (the dashboard). */
export async function openComplaintCount(db: Db): Promise<number> {
  const counts = await repo.statusCounts(db);
  return OPEN.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

export async function complaintDetail(db: Db, id: number): Promise<ComplaintDetail> {
  const found = await repo.complaint(db, id);
  if (!found) throw notFound('No such complaint.');
  return {
    id: found.id,
    subject: found.subject,
    status: found.status,
    email: found.email,
    language: found.language,
    user_id: found.user_id,
    member_id: found.member_id,
    conversation_id: found.conversation_id,
    description: found.description,
    created_at: found.created_at,
    replies: await repo.repliesTo(db, id),
    refunds: await refundsForComplaint(db, id),
  };
}

/** A member's complaints a refund can answer, newest first. */
const MEMBER_COMPLAINTS_LISTED = 20;
export function complaintsOfMember(db: Db, userId: number) {
  return repo.complaintsOfMember(db, userId, MEMBER_COMPLAINTS_LISTED);
}

/** The complaint, if it is this member's: what a refund may name. */
export async function isMembersComplaint(db: Db, complaintId: number, userId: number) {
  const found = await repo.complaint(db, complaintId);
  return found !== undefined && found.user_id === userId;
}

/**
 * Support answers a complaint: the reply is kept, then mailed to the complainant in their
 * language, in the thread of the receipt they got (its subject, In-Reply-To), from the site
 * with the support address to answer; the complaint takes the status chosen. Recorded in the
 * audit trail. A reply whose mail fails is kept and the refusal says so (`mail_failed`): support
 * sees the reply in the thread and can write again.
 */
export async function replyToComplaint(
  deps: { db: Db; mailer: Mailer; settings: Settings },
  {
    id,
    staffId,
    body,
    status,
  }: { id: number; staffId: number; body: string; status: ComplaintStatus },
  now = new Date(),
) {
  const { db, settings } = deps;
  const found = await repo.complaint(db, id);
  if (!found) throw notFound('No such complaint.');
  const at = now.toISOString();
  await repo.insertReply(db, { complaint_id: id, staff_id: staffId, body, created_at: at });
  await repo.setStatus(db, id, status, at);
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'complaint.reply',
      object: ['complaint', id],
      before: { status: found.status },
      after: { status, reply: body },
    },
    now,
  );
  const domain = found.site_domain || settings.domain;
  try {
    await deps.mailer.send({
      ...complaintReplyMail(
        found.language,
        { siteName: settings.name, supportEmail: settings.support_email },
        id,
        body,
      ),
      to: found.email,
      fromName: settings.mail_name,
      replyTo: settings.support_email,
      messageId: `<complaint-${id}-reply-${now.getTime()}@${domain}>`,
      inReplyTo: complaintThreadId(id, domain),
    });
  } catch {
    throw new HttpError(502, 'mail_failed', 'The reply is kept, but its mail could not be sent.');
  }
}

/** Closes a complaint without a reply, or opens it again. */
export async function changeComplaintStatus(
  db: Db,
  {
    id,
    staffId,
    status,
    reason,
  }: { id: number; staffId: number; status: ComplaintStatus; reason?: string },
  now = new Date(),
) {
  const found = await repo.complaint(db, id);
  if (!found) throw notFound('No such complaint.');
  if (found.status === status) return;
  await repo.setStatus(db, id, status, now.toISOString());
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'complaint.status',
      object: ['complaint', id],
      before: { status: found.status },
      after: { status },
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    },
    now,
  );
}
