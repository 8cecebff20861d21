import {
  FREE_CONVERSATIONS,
  errorCodes,
  type Message,
  type MessageAttachment,
  type MessagesResponse,
  type Settings,
  type SendMessageResponse,
  type sendMessageSchema,
} from '@app/shared/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database';
import { inGroupCommit } from '../../db/group-commit';
import { HttpError, notFound } from '../../http/errors';
import { lockAccount } from '../auth/accounts';
import { changeCreditsIn } from '../credits/service';
import { recordEvents } from '../events/service';
import { isBlocked } from '../safety/service';
import { blockedByMember, eitherBlocked } from '../safety/service';
import { markChatPhotoSent, photoAttachment, unsentChatPhoto } from '../media/chat-photos';
import type { GifProvider } from '../gifs/provider';
import { attachmentFrom, costOf, giftImage, resolveGif } from './attachments';
import { applyMarks, assessMessage } from './message-safety';
import {
  acceptByWritingBack,
  firstMessageRoute,
  openRequest,
  requestOf,
  gateOf,
  type FirstMessage,
  type RequestGate,
} from './message-requests';
import * as repo from './repository';
import type { MessageRow } from './tables';

/** The ledger's reason for a message's cost: its kind (message, gift, photo, gif). */
export const MESSAGE_CREDITS_REASON = 'message';

type Send = z.output<typeof sendMessageSchema>;
/** The answer, and the members whose event streams have news once it committed. */
export interface Sent {
  answer: SendMessageResponse;
  notify: number[];
  /** The message newly stored (not a repeat): for whoever follows arrivals (demo responder). */
  arrived?: { conversationId: number; messageId: number; senderId: number; recipientId: number };
}

const premiumRequired = () =>
  new HttpError(402, errorCodes.premium_required, 'Premium-only feature.');
const recipientNotConfirmed = () =>
  new HttpError(
    409,
    errorCodes.recipient_not_confirmed,
    'The other member has not confirmed their e-mail address yet.',
  );
const noSuchConversation = () => notFound('No such conversation.');
const DAY_MS = 24 * 60 * 60 * 1000;

function toMessage(
  row: Pick<
    MessageRow,
    | 'id'
    | 'conversation_id'
    | 'sender_id'
    | 'body'
    | 'created_at'
    | 'client_id'
    | 'attachment'
    | 'lang'
  > &
    Partial<Pick<MessageRow, 'unkind'>>,
  readerId: number,
): Message {
  const fromMe = row.sender_id === readerId;
  return {
    ...(row.unkind === 1 ? { unkind: true as const } : {}),
    id: row.id,
    conversation_id: row.conversation_id,
    from_me: fromMe,
    text: row.body,
    attachment: attachmentFrom(row.attachment),
    sent_at: row.created_at,
    client_id: fromMe ? row.client_id : null,
    lang: row.lang,
  };
}

/** Accounts nobody can write to: leaving, gone, or sanctioned (issue 26 §3). */
const unwritable = new Set(['pending_deletion', 'deleted', 'suspended', 'banned']);

/** Whether `otherId` can be written to: a live account, not one leaving, gone or sanctioned. */
function assertWritable(other: { status: string; profile_status: string } | undefined) {
  if (!other || unwritable.has(other.status)) throw noSuchConversation();
  if (other.status === 'not_confirmed') throw recipientNotConfirmed();
}

/**
 * Sends a message (spec §1, §6, §9): charged `message_credits` in the same transaction as the
 * message, never below zero ("Not enough credits"); a free member opens at most
 * FREE_CONVERSATIONS conversations ("Premium-only feature"); the other member must have
 * confirmed their address to be written to (spec §4). A repeat with the same client id (the
 * client's retry, a double click, a parallel resend) answers the first message and charges
 * nothing more: the client id is unique per sender and the charge carries it as its key.
 */
export async function sendMessage(
  db: Db,
  senderId: number,
  request: Send,
  settings: MessageSettings,
  { gifs, now = new Date() }: { gifs: GifProvider; now?: Date },
): Promise<Sent> {
  if (request.text !== undefined && [...request.text].length > settings.message_length)
    throw new HttpError(400, errorCodes.message_too_long, 'The message is too long.', {
      max: settings.message_length,
    });
  const repeat = async (): Promise<Sent | null> => {
    const answer = await answerRepeat(db, senderId, request.client_id);
    // A repeat changed nothing: nobody needs waking.
    return answer && { answer, notify: [] };
  };
  // Asked of the provider before the transaction: no lock waits on the network.
  const gif = request.gif === undefined ? null : await resolveGif(gifs, request.gif);
  try {
    // Sends that arrive together share one commit on SQLite (group-commit.ts).
    return await inGroupCommit(db, (tx) => send(tx, senderId, request, gif, settings, now));
  } catch (error) {
    // A repeat (the client's retry, a double click, a parallel resend) is not looked for first,
    // which cost every send a round trip: it fails here (its client id is unique per sender,
    // and its charge's key too), or on whatever changed since (no credits left, a block), and
    // it is answered with the first message, charging nothing more.
    const first = await repeat();
    if (first) return first;
    throw error;
  }
}

/** Whether the sender's message opened a request still waiting. */
async function pendingRequestOf(db: Db, conversationId: number, senderId: number) {
  const request = await requestOf(db, conversationId);
  return request?.status === 'pending' && request.sender_id === senderId;
}

async function answerRepeat(
  db: Db,
  senderId: number,
  clientId: string,
): Promise<SendMessageResponse | null> {
  const row = await repo.findMessageByClientId(db, senderId, clientId);
  if (!row) return null;
  return {
    message: toMessage(row, senderId),
    credits: await repo.creditsOf(db, senderId),
    request_pending: await pendingRequestOf(db, row.conversation_id, senderId),
  };
}

type MessageSettings = Pick<
  Settings,
  | 'message_credits'
  | 'photo_credits'
  | 'gift_credits'
  | 'message_length'
  | 'quarantine_hours'
  | 'unkind_words'
  | 'nudity_threshold_chat'
>;

async function send(
  tx: Tx,
  senderId: number,
  request: Send,
  gif: MessageAttachment | null,
  settings: MessageSettings,
  now: Date,
): Promise<Sent> {
  const sender = await lockAccount(tx, senderId);
  const at = now.toISOString();
  let conversationId: number;
  let recipientId: number;
  // Of an existing conversation: its members as the sender sees them (states, blocks).
  let members: Awaited<ReturnType<typeof repo.sendingConversation>> | null = null;
  // Issue 29 §1: a first message to a member one has not matched with is a request; in a
  // conversation a request opened, its state decides who may write.
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
      conversationId = await repo.createConversation(tx, [senderId, otherId], at);
    }
  }
  const other = members?.find((m) => m.user_id === recipientId);
  if (other) {
    // Read with the members: no more statements.
    if (other.blocked_by_sender) throw noSuchConversation();
    if (other.blocks_sender) throw blockedByMember((await repo.profileName(tx, recipientId)) ?? '');
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
  let credits = sender.credits;
  const reason = kind === 'text' ? MESSAGE_CREDITS_REASON : kind;
  const chargeKey = `message:${request.client_id}`;
  // A request's cost is held until it is accepted (openRequest, once the message is stored).
  if (cost > 0 && first.route === 'direct') {
    const entry = await changeCreditsIn(
      tx,
      {
        userId: senderId,
        amount: -cost,
        reason,
        idempotencyKey: chargeKey,
      },
      now,
    );
    credits = entry.balance_after;
  }
  // A conversation either member had removed comes back to their list (a new one never was).
  if (members?.some((m) => m.removed_at !== null))
    await repo.restoreConversation(tx, conversationId);
  const text = request.text ?? '';
  // One's own message is read by oneself.
  const id = await repo.storeSentMessage(
    tx,
    {
      conversation_id: conversationId,
      sender_id: senderId,
      body: text,
      created_at: at,
      client_id: request.client_id,
      attachment: attachment && JSON.stringify(attachment),
      lang: sender.language,
    },
    recipientId,
  );
  if (photo) await markChatPhotoSent(tx, photo.id, id);
  await applyMarks(tx, id, marks, { senderId, recipientId }, now);
  // Hidden by the recipient's words, or held: nothing reaches them now.
  const reachesRecipient = !marks.hidden && marks.heldUntil === null;
  if (first.route === 'request')
    await openRequest(
      tx,
      { conversationId, senderId, recipientId, messageId: id, cost, reason, chargeKey },
      now,
      reachesRecipient,
    );
  // Writing back to a request accepts it: the other member's held credits are charged now.
  if (gate.kind === 'accepts') await acceptByWritingBack(tx, conversationId, now);
  const sent: Message = {
    id,
    conversation_id: conversationId,
    from_me: true,
    text,
    attachment,
    sent_at: at,
    client_id: request.client_id,
    lang: sender.language,
    ...(marks.unkind ? { unkind: true as const } : {}),
  };
  const event = (message: Message) => ({
    conversation_id: conversationId,
    message_id: id,
    message,
  });
  await recordEvents(
    tx,
    [
      ...(reachesRecipient && first.route === 'direct'
        ? [
            {
              userId: recipientId,
              type: 'message' as const,
              payload: event({ ...sent, from_me: false, client_id: null }),
            },
          ]
        : []),
      // The sender's other tabs and devices.
      { userId: senderId, type: 'message', payload: event(sent) },
      ...(cost > 0 ? [{ userId: senderId, type: 'credits' as const, payload: { credits } }] : []),
    ],
    now,
  );
  return {
    answer: { message: sent, credits, request_pending: first.route === 'request' },
    notify: [recipientId, senderId],
    arrived: { conversationId, messageId: id, senderId, recipientId },
  };
}

/**
 * Blocked by the other: the spec's text with their name. Having blocked them oneself: the
 * conversation is gone for both, as if it did not exist.
 */
async function assertNoBlock(db: Db, memberId: number, otherId: number) {
  if (await isBlocked(db, memberId, otherId)) throw noSuchConversation();
  if (await isBlocked(db, otherId, memberId)) {
    throw blockedByMember((await repo.profileName(db, otherId)) ?? '');
  }
}

/** The member's side of a conversation, refusing strangers and blocked pairs. */
async function ownConversation(db: Db, memberId: number, conversation: number) {
  const members = await repo.conversationMembers(db, conversation);
  const other = members.find((m) => m.user_id !== memberId);
  if (!members.some((m) => m.user_id === memberId) || !other) throw noSuchConversation();
  if (await eitherBlocked(db, memberId, other.user_id)) throw noSuchConversation();
  return { members, other };
}

/**
 * A page of a conversation of the member's, oldest first (spec §2 conversation, scrolling up),
 * with how far the other member has read (read receipts). Where the site keeps only
 * `chat_history_days` of history, older messages stay hidden and the answer says so (spec §8).
 */
export async function listMessages(
  db: Db,
  readerId: number,
  { conversation, before, limit }: { conversation: number; before?: number; limit: number },
  settings: Pick<Settings, 'chat_history_days'>,
  now = new Date(),
): Promise<MessagesResponse> {
  const { other } = await ownConversation(db, readerId, conversation);
  const since =
    settings.chat_history_days === null
      ? undefined
      : new Date(now.getTime() - settings.chat_history_days * DAY_MS).toISOString();
  const rows = await repo.messagesPage(db, conversation, readerId, {
    before,
    since,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit).reverse();
  const hasMore = rows.length > limit;
  const request = await requestOf(db, conversation);
  return {
    request:
      request && request.status !== 'accepted'
        ? { status: request.status, from_me: request.sender_id === readerId }
        : null,
    messages: page.map((row) => toMessage(row, readerId)),
    has_more: hasMore,
    history_limited:
      !hasMore && since !== undefined && (await repo.hasMessagesBefore(db, conversation, since)),
    other_read_up_to: other.last_read_message_id,
  };
}

/**
 * Reads up to a message: the unread count drops for the member on every device, and the other
 * member learns it was read (read receipts). Answers whom to notify.
 */
export async function readChat(
  db: Db,
  readerId: number,
  conversation: number,
  upTo: number,
  now = new Date(),
): Promise<number[]> {
  const { members } = await ownConversation(db, readerId, conversation);
  // Never past the newest message: a later one must still count as unread.
  const newest = await repo.newestMessageId(db, conversation);
  if (newest === null) return [];
  const readUpTo = Math.min(upTo, newest);
  return db.transaction().execute(async (tx) => {
    await repo.markRead(tx, conversation, readerId, readUpTo);
    const notify = members.map((m) => m.user_id);
    await recordEvents(
      tx,
      notify.map((userId) => ({
        userId,
        type: 'read' as const,
        payload: {
          conversation_id: conversation,
          read_up_to: readUpTo,
          by_me: userId === readerId,
        },
      })),
      now,
    );
    return notify;
  });
}

/** Takes a conversation off the member's list (spec §7 DELETE /api/chat.php). */
export async function removeChat(db: Db, memberId: number, conversation: number, now = new Date()) {
  const members = await repo.conversationMembers(db, conversation);
  if (!members.some((m) => m.user_id === memberId)) throw noSuchConversation();
  await db.transaction().execute(async (tx) => {
    await repo.removeConversation(tx, conversation, memberId, now.toISOString());
    await recordEvents(
      tx,
      [{ userId: memberId, type: 'chat_removed', payload: { conversation_id: conversation } }],
      now,
    );
  });
  return [memberId];
}

/** The other member of a conversation of the member's (to tell them the member is typing). */
export async function typingTo(db: Db, memberId: number, conversation: number): Promise<number> {
  return (await ownConversation(db, memberId, conversation)).other.user_id;
}
