import type { Complaint, ComplaintResponse, Settings } from '@app/shared/contracts';
import { type COMPLAINT_SUBJECTS, errorCodes } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { complaintMail, complaintReceivedMail, complaintThreadId } from '../mail/templates';
import { conversationMembers } from '../chat/service';
import * as repo from './repository';

/** How support reads a subject (their own language). */
const SUBJECT_LABELS: Record<(typeof COMPLAINT_SUBJECTS)[number], string> = {
  billing: 'Payments and credits',
  member: 'Another member',
  messages: 'Messages',
  account: 'My account',
  technical: 'Something does not work',
  other: 'Other',
};

/**
 * A complaint: checked (a member may only name their own conversations, a visitor must give an
 * address), stored first so that it is never lost, then mailed to the site's support address
 * with the complainant as reply-to, and acknowledged to the complainant. A mail that fails is
 * logged; the complaint stays stored with `mailed_at` empty.
 */
export async function fileComplaint(
  deps: { db: Db; mailer: Mailer; warn(message: string, error: unknown): void },
  input: {
    complaint: Complaint;
    userId: number | null;
    settings: Settings;
    language: string;
  },
  now = new Date(),
): Promise<ComplaintResponse> {
  const { db } = deps;
  const { complaint, userId, settings } = input;
  const member = userId === null ? null : await repo.complainant(db, userId);
  const email = member?.email ?? complaint.email;
  if (!email) throw new HttpError(400, errorCodes.email_required, 'An e-mail address is needed.');
  if (complaint.conversation_id !== undefined) {
    const members = await conversationMembers(db, complaint.conversation_id);
    if (userId === null || !members.some((member) => member.user_id === userId))
      throw invalidReference();
  }
  const about =
    complaint.member_id === undefined ? null : await repo.memberName(db, complaint.member_id);
  if (complaint.member_id !== undefined && !about) throw invalidReference();
  const language = member?.language ?? input.language;

  const reference = await repo.insertComplaint(db, {
    site_domain: settings.domain,
    user_id: userId,
    email,
    language,
    subject: complaint.subject,
    description: complaint.description,
    conversation_id: complaint.conversation_id ?? null,
    member_id: complaint.member_id ?? null,
    created_at: now.toISOString(),
    mailed_at: null,
  });

  try {
    await deps.mailer.send({
      ...complaintMail({
        reference,
        subject: SUBJECT_LABELS[complaint.subject],
        description: complaint.description,
        from: email,
        member: member && userId !== null ? `${member.name} (#${userId})` : null,
        conversationId: complaint.conversation_id ?? null,
        aboutMember:
          about && complaint.member_id !== undefined
            ? `${about.name} (#${complaint.member_id})`
            : null,
        language,
        siteDomain: settings.domain,
      }),
      to: settings.support_email,
      replyTo: email,
      fromName: settings.mail_name,
    });
    await repo.markMailed(db, reference, new Date().toISOString());
    await deps.mailer.send({
      ...complaintReceivedMail(
        language,
        { siteName: settings.name, supportEmail: settings.support_email },
        reference,
        complaint.description,
      ),
      to: email,
      fromName: settings.mail_name,
      messageId: complaintThreadId(reference, settings.domain),
    });
  } catch (error) {
    deps.warn(`complaint ${reference} stored, not mailed`, error);
  }
  return { reference, email };
}

const invalidReference = () =>
  new HttpError(
    422,
    errorCodes.complaint_reference_invalid,
    'The conversation or member is not one this complaint can name.',
  );
