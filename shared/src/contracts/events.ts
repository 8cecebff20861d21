import type { Message } from './chat';
import type { OrderStatus } from './payment-values';

/**
 * The data of each event on `GET /api/events.php` (ARCHITECTURE "Real time"), written for the
 * member whose stream carries it: a client updates its cache from it without asking again.
 */
export interface StreamEventPayloads {
  /** A message in one of the member's conversations, as this member sees it. */
  message: { conversation_id: number; message_id: number; message: Message };
  /** A conversation was read up to a message: by this member (another tab) or by the other. */
  read: { conversation_id: number; read_up_to: number; by_me: boolean };
  chat_removed: { conversation_id: number };
  /** The member's balance after a change. */
  credits: { credits: number };
  /** Another member liked this member (`member_id`: who). */
  like: { member_id: number };
  /** A like completed a pair: this member and `member_id` match. */
  match: { member_id: number };
  /** An order of the member changed state (paid, failed, …); `paid_user` is the account's. */
  payment: { order_id: number; status: OrderStatus; paid_user: boolean };
  /** Passing, not stored: the other member is typing. */
  typing: { conversation_id: number; member_id: number };
}
export type StreamEventType = keyof StreamEventPayloads;
