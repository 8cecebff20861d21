import { z } from 'zod';
import { messageSchema } from './chat';
import { ORDER_STATUSES } from './payment-values';

const id = z.number().int();

/**
 * The data of each event on `GET /api/events.php` (ARCHITECTURE "Real time"), written for the
 * member whose stream carries it: a client updates its cache from it without asking again. The
 * server records what these accept (`recordEvents` is typed by them); the browser reads each
 * event with them (sse-transport.ts, which loads them beside the first page, not in it) and
 * drops one it cannot read.
 */
export const streamEventSchemas = {
  /** A message in one of the member's conversations, as this member sees it. */
  message: z.object({
    conversation_id: id,
    message_id: id.optional(),
    /** Null (or unreadable): the client fetches the conversation instead. */
    message: messageSchema.nullable().catch(null),
  }),
  /** A conversation was read up to a message: by this member (another tab) or by the other. */
  read: z.object({ conversation_id: id, read_up_to: id, by_me: z.boolean().catch(false) }),
  chat_removed: z.object({ conversation_id: id }),
  /**
   * Issue 29 §1: a message request changed — one arrived for this member, or theirs was
   * accepted, declined or expired. The client reloads the requests and the chats.
   */
  message_request: z.object({
    conversation_id: id,
    /** It is new to this member (it arrived, or came out of a hold): what a push is sent for. */
    arrived: z.boolean().optional(),
  }),
  /** The member's balance after a change (null: read it again). */
  credits: z.object({ credits: id.nullable().catch(null) }),
  /** Another member liked this member (`member_id`: who). */
  like: z.object({ member_id: id.optional() }),
  /** A like completed a pair: this member and `member_id` match. */
  match: z.object({ member_id: id.optional() }),
  /** An order of the member changed state (paid, failed, …); `paid_user` is the account's. */
  payment: z.object({
    order_id: id,
    status: z.enum(ORDER_STATUSES),
    paid_user: z.boolean().catch(false),
  }),
  /** Passing, not stored: the other member is typing. */
  typing: z.object({ conversation_id: id, member_id: id }),
};
export type StreamEventSchemas = typeof streamEventSchemas;
export type StreamEventType = keyof StreamEventSchemas;
/** What the server sends for each event (every field, the message included). */
export type StreamEventPayloads = {
  [T in StreamEventType]: Required<z.input<StreamEventSchemas[T]>>;
};
/** What the browser reads of each event. */
export type StreamEventData<T extends StreamEventType> = z.output<StreamEventSchemas[T]>;
