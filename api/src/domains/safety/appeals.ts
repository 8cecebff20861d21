import type { Appeal, AppealQueue, Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { findUserById } from '../auth/accounts';
import { appealedSanction, liftSanction } from '../auth/sanctions';
import type { Mailer } from '../mail/mailer';
import { appealAnswerMail } from '../mail/templates';
import { recordStaffAction } from '../staff/service';
import * as repo from './appeal-repository';

/** Appeals listed per page of the queue. */
const QUEUE_PAGE = 100;

const appealInvalid = () =>
  new HttpError(400, 'appeal_invalid', 'This appeal link expired or its sanction was lifted.');

/**
 * A suspended or banned member appeals (issue 48 §2), with the link their login answer gave:
 * kept for the moderators' queue, in the member's language, once per sanction.
 */
export async function submitAppeal(db: Db, { token, body }: Appeal, now = new Date()) {
  const sanction = await appealedSanction(db, token, now);
  if (!sanction) throw appealInvalid();
  const member = await findUserById(db, sanction.user_id);
  if (!member) throw appealInvalid();
  const id = await repo.insertAppeal(db, {
    user_id: sanction.user_id,
    sanction_id: sanction.id,
    body,
    language: member.language,
    status: 'open',
    answer: null,
    staff_id: null,
    created_at: now.toISOString(),
    answered_at: null,
  });
  if (id === null) throw new HttpError(409, 'appeal_exists', 'This sanction was appealed already.');
  return { reference: id };
}

/** The moderators' queue: appeals of one status, and how many wait. */
export async function appealQueue(
  db: Db,
  status: 'open' | 'accepted' | 'refused',
): Promise<AppealQueue> {
  const [rows, open] = await Promise.all([
    repo.appealsIn(db, status, QUEUE_PAGE),
    repo.openAppealCount(db),
  ]);
  return {
    appeals: rows.map(({ kind, reason, until, sanctioned_at, ...row }) => ({
      ...row,
      sanction: { kind, reason, until, created_at: sanctioned_at },
    })),
    open,
  };
}

/**
 * A moderator answers an appeal once: accepted lifts the sanction (the member logs in again),
 * refused keeps it; either way the answer is mailed to the member in their language and the
 * act is in the audit trail. Two moderators answering together: the first one's answer stands.
 */
export async function answerAppeal(
  deps: { db: Db; mailer: Mailer; settings: Settings },
  staffId: number,
  id: number,
  { decision, answer }: { decision: 'accepted' | 'refused'; answer: string },
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const answered = await repo.answerAppeal(db, id, {
    status: decision,
    answer,
    staff_id: staffId,
    answered_at: now.toISOString(),
  });
  if (!answered) {
    if (!(await repo.findAppeal(db, id))) throw notFound('No such appeal.');
    throw new HttpError(409, 'appeal_answered', 'This appeal was answered already.');
  }
  if (decision === 'accepted')
    await liftSanction(
      db,
      { userId: answered.user_id, staffId, reason: `Appeal ${id}: ${answer}` },
      now,
    ).catch((refusal: unknown) => {
      // A suspension that ran out meanwhile has nothing left to lift.
      if (!(refusal instanceof HttpError && refusal.code === 'not_sanctioned')) throw refusal;
    });
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'appeal.answer',
      object: ['member', answered.user_id],
      after: { appeal: id, decision },
      reason: answer,
    },
    now,
  );
  const member = await findUserById(db, answered.user_id);
  if (member)
    await deps.mailer.send({
      ...appealAnswerMail(
        answered.language,
        { siteName: deps.settings.name, supportEmail: deps.settings.support_email },
        decision,
        answer,
      ),
      to: member.email,
      fromName: deps.settings.mail_name,
    });
}
