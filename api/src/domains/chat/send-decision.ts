import {
  FREE_CONVERSATIONS,
  errorCodes,
  type MessageAttachment,
  type Settings,
  type sendMessageSchema,
} from '@app/shared/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { lockAccount } from '../auth/accounts';
import { photoAttachment, unsentChatPhoto } from '../media/chat-photos';
import { isBlocked } from '../safety/service';
import { costOf, giftImage } from './attachments';
import { assessMessage, type MessageMarks } from './message-safety';
import { firstMessageRoute, gateOf, type FirstMessage, type RequestGate } from './message-requests';
import * as repo from './repository';

// What a send decides before it writes anything (ADR 0030): to whom and in which conversation,
// whether the sender may write there (the other's state, blocks, the free members' rule, a
// request's gate), what the message carries and what it costs, and how it is marked (unkind,
// hidden, held). Every rule is applied here once, in this order; messages.ts then stores.

type Send = z.output<typeof sendMessageSchema>;
type SendSettings = Pick<
  Settings,
  | 'message_credits'
  | 'photo_credits'
  | 'gift_credits'
  | 'quarantine_hours'
  | 'unkind_words'
  | 'nudity_threshold_chat'
>;

export const noSuchConversation = () => notFound('No such conversation.');
const premiumRequired = () =>
  new HttpError(402, errorCodes.premium_required, 'Premium-only feature.');
const recipientNotConfirmed = () =>
  new HttpError(
    409,
    errorCodes.recipient_not_confirmed,
    'The other member has not confirmed their e-mail address yet.',
  );

/** Accounts nobody can write to: leaving, gone, or sanctioned (issue 26 §3). */
const unwritable = new Set(['pending_deletion', 'deleted', 'suspended', 'banned']);

/** Whether `otherId` can be written to: a live account, not one leaving, gone or sanctioned. */
function assertWritable(other: { status: string; profile_status: string } | undefined) {
  if (!other || unwritable.has(other.status)) throw noSuchConversation();
  if (other.status === 'not_confirmed') throw recipientNotConfirmed();
}

/**
 * A block either way: the conversation is gone for both, as if it did not exist — the blocked
 * member is not told who blocked them (issue 49 §8).
 */
async function assertNoBlock(db: Db, memberId: number, otherId: number) {
  if ((await isBlocked(db, memberId, otherId)) || (await isBlocked(db, otherId, memberId)))
    throw noSuchConversation();
}

export interface SendDecision {
  conversationId: number;
  recipientId: number;
  /** Of an existing conversation: its members as the sender sees them (states, blocks). */
  members: Awaited<ReturnType<typeof repo.sendingConversation>> | null;
  /** Issue 29 §1: a first message to a member one has not matched with is a request. */
  first: FirstMessage;
  /** In a conversation a request opened, its state decides who may write. */
  gate: RequestGate;
  photo: Awaited<ReturnType<typeof unsentChatPhoto>> | null;
  attachment: MessageAttachment | null;
  kind: MessageAttachment['type'] | 'text';
  cost: number;
  marks: MessageMarks;
}

/**
 * Decides a send under the sender's lock, refusing with the spec's error where a rule says no.
 * A new conversation is created here (a first message's), in the caller's transaction: a refusal
 * later rolls it back.
 */
export async function decideSend(
  tx: Tx,
  {
    sender,
    senderId,
    request,
    gif,
    settings,
    now,
  }: {
    sender: Awaited<ReturnType<typeof lockAccount>>;
    senderId: number;
    request: Send;
    gif: MessageAttachment | null;
    settings: SendSettings;
    now: Date;
  },
): Promise<SendDecision> {
  let conversationId: number;
  let recipientId: number;
  let members: SendDecision['members'] = null;
  let first: FirstMessage = { route: 'direct' };
  let gate: RequestGate = { kind: 'none' };
  if (request.conversation !== undefined) {
    conversationId = request.conversation;
    members = await repo.sendingConversation(tx, conversationId, senderId);
    if (!members.some((m) => m.user_id === senderId)) throw noSuchConversation();
    const other = members.find((m) => m.user_id !== senderId);
    assertWritable(other);
    recipientId = other!.user_id;
  } else {
    const otherId = request.profile!;
    recipientId = otherId;
    if (otherId === senderId) throw noSuchConversation();
    const existing = await repo.findConversationBetween(tx, senderId, otherId);
    if (existing !== undefined) {
      conversationId = existing;
      members = await repo.sendingConversation(tx, existing, senderId);
      assertWritable(members.find((m) => m.user_id === otherId));
    } else {
      const other = await repo.writableMember(tx, otherId);
      // Only a member others may see can be written to first.
      if (!other || other.profile_status !== 'active' || other.visible !== 1)
        throw noSuchConversation();
      assertWritable(other);
      if (
        !sender.paid_user &&
        (await repo.countStartedConversations(tx, senderId)) >= FREE_CONVERSATIONS
      )
        throw premiumRequired();
      first = await firstMessageRoute(tx, senderId, otherId);
      conversationId = await repo.createConversation(tx, [senderId, otherId], now.toISOString());
    }
  }
  const other = members?.find((m) => m.user_id === recipientId);
  if (other) {
    // Read with the members: no more statements.
    if (other.blocked_by_sender || other.blocks_sender) throw noSuchConversation();
  } else await assertNoBlock(tx, senderId, recipientId);
  if (members) {
    // The conversation's request came with its members (one statement for both).
    const { request_status: status, request_sender_id: requestSender } = members[0]!;
    gate = gateOf(
      status === null || requestSender === null ? null : { status, sender_id: requestSender },
      senderId,
    );
    if (gate.kind === 'refused') throw gate.error((await repo.profileName(tx, recipientId)) ?? '');
  }
  const photo =
    request.photo === undefined ? null : await unsentChatPhoto(tx, senderId, request.photo);
  const attachment: MessageAttachment | null =
    request.gift !== undefined
      ? { type: 'gift', gift: request.gift, image: giftImage(request.gift) }
      : photo
        ? photoAttachment(photo, settings.nudity_threshold_chat)
        : gif;
  const kind = attachment?.type ?? 'text';
  const cost = costOf(kind, settings);
  // Before anything is charged: "Are you sure?", hidden words, the quarantine (issue 29 §1).
  const marks = await assessMessage(
    tx,
    {
      senderId,
      recipientId,
      text: request.text ?? '',
      first,
      unkindConfirmed: request.unkind_confirmed === true,
      // Known with the members: most recipients hide no words, and theirs need no read.
      ...(other ? { recipientHidesWords: other.hides_words } : {}),
    },
    settings,
    now,
  );
  return {
    conversationId,
    recipientId,
    members,
    first,
    gate,
    photo,
    attachment,
    kind,
    cost,
    marks,
  };
}
