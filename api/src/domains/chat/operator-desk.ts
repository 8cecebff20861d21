import {
  errorCodes,
  type MessageAttachment,
  type OperatorAnswer,
  type OperatorConversation,
  type OperatorQueue,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { memberProfile } from '../members/service';
import { ownPhotos, profilePhotoAsAttachment } from '../media/service';
import type { PhotoStore } from '../media/photo-store';
import { recordStaffAction } from '../staff/service';
import { attachmentFrom, giftImage } from './attachments';
import * as repo from './operator-repository';
import { storeProfileAnswer } from './profile-answer';
import { findMessageByClientId } from './repository';

/** An operator holds a conversation they took this long, then it goes back to the queue. */
export const OPERATOR_HOLD_MS = 5 * 60_000;
/** On duty this long after the queue was last read: a closed tab ends it on its own. */
export const OPERATOR_DUTY_MS = 2 * 60_000;
/** Conversations the queue lists (its count says how many wait in all). */
export const OPERATOR_QUEUE_LIMIT = 100;
/** Messages of a conversation an operator sees. */
export const OPERATOR_HISTORY = 50;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const heldByOther = (email: string | null) =>
  new HttpError(409, errorCodes.held_by_other, 'Another operator is answering this conversation.', {
    email: email ?? '',
  });
const holdLost = () =>
  new HttpError(409, 'hold_lost', 'Your hold on this conversation ended: take it again to answer.');
const memberUnavailable = () =>
  new HttpError(409, errorCodes.member_unavailable, 'This member cannot be written to now.');
const photoUnavailable = () =>
  new HttpError(404, errorCodes.photo_unavailable, 'This photo is not one of the profile’s own.');

/** The queue: who waits, longest first, and how the operators are doing. */
export async function operatorQueue(
  db: Db,
  staffId: number,
  now = new Date(),
): Promise<OperatorQueue> {
  const at = now.toISOString();
  // Reading the queue keeps an operator on duty: the screen reads it while it is open.
  const onDuty = await repo.onDuty(db, staffId, at);
  if (onDuty)
    await repo.setDuty(db, staffId, new Date(now.getTime() + OPERATOR_DUTY_MS).toISOString());
  const scope = await scopeOf(db, staffId);
  const [rows, answers] = await Promise.all([
    repo.waitingConversations(db, OPERATOR_QUEUE_LIMIT, at, scope),
    repo.answersSince(db, new Date(now.getTime() - DAY_MS).toISOString()),
  ]);
  const waiting =
    rows.length < OPERATOR_QUEUE_LIMIT ? rows.length : await repo.countWaiting(db, scope);
  const assigned = await operatorsOf(db, [...new Set(rows.map((row) => row.profile_id))]);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const perOperator = new Map<string, number>();
  for (const answer of answers)
    if (answer.answered_at > hourAgo && answer.email !== null)
      perOperator.set(answer.email, (perOperator.get(answer.email) ?? 0) + 1);
  const oldest = rows[0]?.waiting_since;
  return {
    on_duty: onDuty,
    figures: {
      waiting,
      oldest_seconds: oldest
        ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000))
        : null,
      median_answer_seconds: median(answers.map((answer) => answer.waited_ms / 1000)),
      answers_last_hour: [...perOperator]
        .map(([staff_email, count]) => ({ staff_email, answers: count }))
        .sort((a, b) => b.answers - a.answers),
    },
    conversations: rows.map((row) => ({
      conversation_id: row.conversation_id,
      member: { id: row.member_id, name: row.member_name },
      profile: { id: row.profile_id, name: row.profile_name },
      waiting_since: row.waiting_since ?? at,
      last_text: row.last_text ?? '',
      held_by: row.held_by ?? null,
      held_by_me: row.held_by_id === staffId,
      assigned_to: (assigned.get(row.profile_id) ?? []).map((operator) => operator.email),
    })),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
  );
}

/** Starts or ends the staff member's answering (the demo responder stands aside meanwhile). */
export async function setOperatorDuty(db: Db, staffId: number, on: boolean, now = new Date()) {
  await repo.setDuty(
    db,
    staffId,
    on ? new Date(now.getTime() + OPERATOR_DUTY_MS).toISOString() : null,
  );
}

/** Whether people answer this conversation now (the demo responder leaves it to them). */
export function operatorsAnswer(db: Db, conversationId: number, now = new Date()) {
  return repo.operatorsAnswer(db, conversationId, now.toISOString());
}

/** The profiles an operator answers: those assigned to them, or every one (null). */
async function scopeOf(db: Db, staffId: number): Promise<repo.OperatorScope> {
  const assigned = await repo.assignedProfiles(db, staffId);
  return assigned.length === 0 ? null : assigned;
}

/** The operators assigned to each of these profiles (none: any operator answers it). */
export async function operatorsOf(db: Db, profileIds: readonly number[]) {
  const byProfile = new Map<number, Array<{ id: number; email: string }>>();
  for (const row of await repo.profileOperators(db, profileIds))
    byProfile.set(row.profile_id, [
      ...(byProfile.get(row.profile_id) ?? []),
      { id: row.id, email: row.email },
    ]);
  return byProfile;
}

/** Gives a profile these operators (none: any operator answers it). */
export async function assignOperators(db: Db, profileId: number, staffIds: readonly number[]) {
  await db.transaction().execute((tx) => repo.setProfileOperators(tx, profileId, staffIds));
}

const notAssigned = () =>
  new HttpError(
    403,
    errorCodes.not_assigned,
    'This operated profile is answered by other operators.',
  );

/**
 * A conversation with an operated profile this operator answers, or "not found" (a
 * member-to-member one too); refused (403) when the profile is assigned to others only.
 */
async function operated(db: Db, conversationId: number, staffId: number) {
  const found = await repo.operatedConversation(db, conversationId);
  if (!found) throw notFound('No such conversation with an operated profile.');
  const scope = await scopeOf(db, staffId);
  if (scope !== null && !scope.includes(found.profile_id)) throw notAssigned();
  return found;
}

/** Takes a conversation for a few minutes; another operator holding it is refused (409). */
export async function takeConversation(
  db: Db,
  staffId: number,
  conversationId: number,
  now = new Date(),
): Promise<{ held_until: string }> {
  await operated(db, conversationId, staffId);
  const at = now.toISOString();
  const until = new Date(now.getTime() + OPERATOR_HOLD_MS).toISOString();
  if (!(await repo.takeHold(db, { conversationId, staffId, until, now: at }))) {
    const holder = await repo.currentHold(db, conversationId, at);
    throw heldByOther(holder?.email ?? null);
  }
  return { held_until: until };
}

/** Gives a held conversation back to the queue. */
export async function releaseConversation(
  db: Db,
  staffId: number,
  conversationId: number,
  now = new Date(),
): Promise<void> {
  await repo.endOwnHold(db, conversationId, staffId, now.toISOString());
}

/**
 * What an operator sees of a conversation: the member as the profile sees them, the operated
 * profile with the photos it can send, the last messages and the notes about the member.
 */
export async function operatorConversation(
  db: Db,
  {
    staffId,
    conversationId,
    cdnPrefix,
  }: { staffId: number; conversationId: number; cdnPrefix: string },
  now = new Date(),
): Promise<OperatorConversation> {
  const found = await operated(db, conversationId, staffId);
  const [hold, messages, notes, member, profile, photos] = await Promise.all([
    repo.currentHold(db, conversationId, now.toISOString()),
    repo.lastMessages(db, conversationId, OPERATOR_HISTORY),
    repo.notesAbout(db, found.member_id),
    // Each as they see themselves: an operator answers members the site does not list too.
    memberProfile(db, found.member_id, found.member_id, now),
    memberProfile(db, found.profile_id, found.profile_id, now),
    ownPhotos(db, found.profile_id, 'staff'),
  ]);
  return {
    conversation_id: conversationId,
    held_until: hold?.staff_id === staffId ? hold.held_until : null,
    held_by_other: hold && hold.staff_id !== staffId ? (hold.email ?? '') : null,
    cdn_prefix: cdnPrefix,
    member,
    profile: {
      ...profile,
      photos: photos
        .filter((photo) => photo.status === 'active')
        .map(({ id, thumb_filename, thumb_url }) => ({ id, thumb_filename, thumb_url })),
    },
    messages: messages.reverse().map((message) => ({
      id: message.id,
      from: message.sender_id === found.profile_id ? ('profile' as const) : ('member' as const),
      text: message.body,
      attachment: attachmentFrom(message.attachment),
      sent_at: message.created_at,
    })),
    notes,
  };
}

/** A private note about the conversation's member, for the next operator. */
export async function addOperatorNote(
  db: Db,
  { staffId, conversationId, body }: { staffId: number; conversationId: number; body: string },
  now = new Date(),
): Promise<void> {
  const found = await operated(db, conversationId, staffId);
  await repo.insertNote(db, {
    member_id: found.member_id,
    staff_id: staffId,
    body,
    created_at: now.toISOString(),
  });
}

/**
 * An operator answers as the operated profile: only while they hold the conversation (ended by
 * the answer, in its transaction: two operators never answer the same wait). The member gets it
 * live like any message; the answer and its wait are kept for the queue's figures and the
 * audit trail. A resend with the same client id answers the first and stores nothing.
 * Answers the members whose streams to wake.
 */
export async function answerAsProfile(
  deps: { db: Db; photoStore: PhotoStore },
  {
    staffId,
    conversationId,
    answer,
  }: { staffId: number; conversationId: number; answer: OperatorAnswer },
  now = new Date(),
): Promise<{ messageId: number; notify: number[] }> {
  const { db } = deps;
  const found = await operated(db, conversationId, staffId);
  const earlier = await findMessageByClientId(db, found.profile_id, answer.client_id);
  if (earlier) {
    if (earlier.conversation_id !== conversationId || !(await repo.answerOf(db, earlier.id)))
      throw new HttpError(
        409,
        errorCodes.client_id_reused,
        'This answer id was used for another message.',
      );
    return { messageId: earlier.id, notify: [] };
  }
  if (found.member_status !== 'active' || found.blocked) throw memberUnavailable();
  let attachment: MessageAttachment | null = null;
  if (answer.gift !== undefined)
    attachment = { type: 'gift', gift: answer.gift, image: giftImage(answer.gift) };
  else if (answer.photo !== undefined) {
    attachment = await profilePhotoAsAttachment(
      db,
      deps.photoStore,
      found.profile_id,
      answer.photo,
    );
    if (!attachment) throw photoUnavailable();
  }
  const at = now.toISOString();
  const message = await db.transaction().execute(async (tx) => {
    if (!(await repo.endOwnHold(tx, conversationId, staffId, at))) throw holdLost();
    const stored = await storeProfileAnswer(
      tx,
      {
        conversationId,
        profileId: found.profile_id,
        memberId: found.member_id,
        text: answer.text ?? '',
        attachment,
        // Operators write in the member's language.
        lang: found.member_language,
        clientId: answer.client_id,
      },
      now,
    );
    const waitedMs = found.waiting_since
      ? Math.max(0, now.getTime() - Date.parse(found.waiting_since))
      : 0;
    await repo.insertAnswer(tx, {
      message_id: stored.id,
      conversation_id: conversationId,
      staff_id: staffId,
      waited_ms: waitedMs,
      answered_at: at,
    });
    await recordStaffAction(
      tx,
      staffId,
      {
        action: 'operator.answer',
        object: ['conversation', conversationId],
        after: {
          message_id: stored.id,
          profile_id: found.profile_id,
          member_id: found.member_id,
          kind: attachment?.type ?? 'text',
          ...(answer.text !== undefined ? { text: answer.text } : {}),
        },
      },
      now,
    );
    return stored;
  });
  return { messageId: message.id, notify: [found.member_id, found.profile_id] };
}
