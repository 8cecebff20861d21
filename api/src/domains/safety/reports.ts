import type { ReportDecision, Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findUserById } from '../auth/accounts';
import { sanctionMember } from '../auth/sanctions';
import { lastMessagesBetween } from '../chat/service';
import type { Mailer } from '../mail/mailer';
import { reportOutcomeMail, memberWarningMail } from '../mail/templates';
import { takeDownPhoto } from '../media/moderation';
import { ownPhotos } from '../media/service';
import { removeAbout } from '../members/own-profile';
import { recordStaffAction } from '../staff/service';
import * as repo from './repository';

/** Reported members per queue page. */
export const REPORT_QUEUE_PAGE = 20;

/** Members with open reports (the dashboard, issue 28 §4). */
export const reportedMemberCount = (db: Db) => repo.countReportedMembers(db);

/**
 * The reports queue (issue 26 §3): members with open reports, the longest waiting first; per
 * member every open report with its reporter, their profile and photos, and the last messages of
 * each conversation a reporter had with them (only those).
 */
export async function reportQueue(db: Db) {
  const [waiting, members] = await Promise.all([
    repo.countReportedMembers(db),
    repo.reportedMembers(db, REPORT_QUEUE_PAGE),
  ]);
  const reports = await repo.openReportsAbout(
    db,
    members.map((member) => member.id),
  );
  const groups = await Promise.all(
    members.map(async (member) => {
      const about = reports.filter((report) => report.reported_id === member.id);
      const reporters = [...new Set(about.map((report) => report.reporter_id))];
      const [photos, conversations] = await Promise.all([
        ownPhotos(db, member.id, 'staff'),
        Promise.all(
          reporters.map(async (reporterId) => ({
            reporter_id: reporterId,
            messages: await lastMessagesBetween(db, member.id, reporterId),
          })),
        ),
      ]);
      return {
        member: {
          id: member.id,
          name: member.name,
          email: member.email,
          status: member.status,
          about: member.about,
          photos: photos.map(({ id, filename, thumb_filename, status, url }) => ({
            id,
            filename,
            thumb_filename,
            status,
            url,
          })),
        },
        reports: about.map(({ reported_id: _member, automatic, ...report }) => ({
          ...report,
          automatic: automatic === 1,
        })),
        conversations: conversations.filter((conversation) => conversation.messages.length > 0),
      };
    }),
  );
  return { waiting, groups };
}

export interface DecisionContext {
  db: Db;
  mailer: Mailer;
  settings: Pick<Settings, 'name' | 'support_email' | 'mail_name'>;
  staffId: number;
}

const alreadyHandled = () =>
  new HttpError(409, 'already_reviewed', 'These reports were handled already.');

/**
 * A moderator decides the open reports about a member, all at once: dismiss, warn (a mail),
 * remove a photo or the "about me" text, suspend or ban. The reports close first (of two
 * moderators, one decides); the outcome is audited with the note, and each reporter is told in
 * general words, in their language. Answers the mails being sent.
 */
export async function decideReports(
  context: DecisionContext,
  memberId: number,
  decision: ReportDecision,
  now = new Date(),
): Promise<{ mail: Promise<void> }> {
  const { db, staffId } = context;
  const closed = await repo.closeReports(
    db,
    memberId,
    decision.outcome,
    staffId,
    now.toISOString(),
  );
  if (closed.length === 0) throw alreadyHandled();
  let removed: unknown;
  switch (decision.outcome) {
    case 'photo_removed':
      removed = { photo_id: decision.photo_id };
      await takeDownPhoto(db, memberId, decision.photo_id, 'other', now);
      break;
    case 'about_removed':
      removed = { about: await removeAbout(db, memberId) };
      break;
    case 'suspended':
    case 'banned':
      await sanctionMember(
        db,
        {
          userId: memberId,
          staffId,
          reason: decision.reason,
          note: decision.note,
          ...(decision.outcome === 'suspended' ? { days: decision.days } : {}),
        },
        now,
      );
      break;
    default:
      break;
  }
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'reports.decide',
      object: ['member', memberId],
      before: { open_reports: closed.map((report) => report.id) },
      after: { outcome: decision.outcome, ...(removed ? { removed } : {}) },
      ...(decision.note?.trim() ? { reason: decision.note.trim() } : {}),
    },
    now,
  );
  // The site's own reports (the burst rule) had no reporter to tell.
  const reporters = [
    ...new Set(closed.filter((report) => report.automatic !== 1).map((r) => r.reporter_id)),
  ];
  return {
    mail: Promise.all([
      decision.outcome === 'warned' ? warnMember(context, memberId) : Promise.resolve(),
      ...reporters.map((reporterId) => tellReporter(context, reporterId, decision.outcome)),
    ]).then(() => undefined),
  };
}

async function tellReporter(
  { db, mailer, settings }: DecisionContext,
  reporterId: number,
  outcome: ReportDecision['outcome'],
) {
  const reporter = await findUserById(db, reporterId);
  if (!reporter) return;
  const mail = reportOutcomeMail(
    reporter.language,
    { siteName: settings.name, supportEmail: settings.support_email },
    outcome !== 'dismissed',
  );
  await mailer.send({ ...mail, to: reporter.email, fromName: settings.mail_name });
}

async function warnMember({ db, mailer, settings }: DecisionContext, memberId: number) {
  const member = await findUserById(db, memberId);
  if (!member) return;
  const mail = memberWarningMail(member.language, {
    siteName: settings.name,
    supportEmail: settings.support_email,
  });
  await mailer.send({ ...mail, to: member.email, fromName: settings.mail_name });
}
