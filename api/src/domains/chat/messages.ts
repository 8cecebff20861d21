import {
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
import { HttpError } from '../../http/errors';
import { lockAccount } from '../auth/accounts';
import { changeCreditsIn } from '../credits/service';
import { recordEvents } from '../events/service';
import { eitherBlocked } from '../safety/service';
import { markChatPhotoSent } from '../media/chat-photos';
import type { GifProvider } from '../gifs/provider';
import { attachmentFrom, resolveGif } from './attachments';
import { applyMarks, quarantineEnd } from './message-safety';
import { acceptByWritingBack, openRequest, requestOf } from './message-requests';
import * as repo from './repository';
import { decideSend, noSuchConversation } from './send-decision';
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
  // Who may write, where, and what it costs: decided once, before anything is written.
  const {
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
  } = await decideSend(tx, { sender, senderId, request, gif, settings, now });
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
        ? {
            status: request.status,
            from_me: request.sender_id === readerId,
            held_until:
              request.sender_id === readerId ? quarantineEnd(request.held_until, now) : null,
          }
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
