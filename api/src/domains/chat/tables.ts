import type { MessageRequestStatus } from '@app/shared/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Who opened a conversation: a member writing, or the sign-up's first message (0033). */
export type ConversationOrigin = 'member' | 'signup';

export interface ConversationTable {
  id: Generated<number>;
  created_at: string;
  origin: ColumnType<ConversationOrigin, ConversationOrigin | undefined, never>;
}

/** One row per member of a conversation (two of them): that member's view of it. */
export interface ConversationMemberTable {
  conversation_id: number;
  user_id: number;
  /** Messages with a greater id are unread for this member; null: none read yet. */
  last_read_message_id: number | null;
  /** When this member removed the chat from their list; null while it is listed. */
  removed_at: string | null;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  body: string;
  created_at: string;
  /** The sender's id for the message: a resend with the same one is stored once. */
  client_id: string | null;
  /** A gift, photo or GIF sent with it: JSON of the contract's MessageAttachment; null: text. */
  attachment: string | null;
  /** The language it was written in (the sender's when sending, migration 0022); null before. */
  lang: string | null;
  /** 1: it has words its recipient hides (issue 29 §1): in their hidden folder, not the chat. */
  hidden: Generated<number>;
  /**
   * A new account's first message held until then (the site's quarantine), or until a moderator
   * decides (HELD_FOR_MODERATION); null once delivered — the recipient sees nothing before.
   */
  held_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: sent although its writer was asked "Are you sure?" (the recipient is asked in turn). */
  unkind: Generated<number>;
}

/** A word or emoji a member never wants to see in messages (issue 29 §1). */
export interface MemberHiddenWordTable {
  user_id: number;
  word: string;
  created_at: string;
}

/** Raised by every write to a member's chats: the list cache checks it (migration 0005). */
export interface ChatListVersionTable {
  user_id: number;
  version: number;
}

/**
 * The last unread-message mail a member got about a conversation (migration 0045): none again
 * until they have read up to `message_id`.
 */
export interface UnreadMailTable {
  user_id: number;
  conversation_id: number;
  message_id: number;
  mailed_at: string;
}

/**
 * A first message waiting for its recipient's consent (issue 29 §1), one per conversation it
 * opened: `held_credits` of the sender's are held until it is `accepted` (charged then, as
 * `charge_reason` with the idempotency key `charge_key`), `declined` or `expired` (released).
 */
export interface MessageRequestTable {
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  message_id: number;
  status: MessageRequestStatus;
  held_credits: number;
  charge_reason: string;
  charge_key: string;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}
export type NewMessageRequest = Insertable<MessageRequestTable>;

export interface ChatTables extends OperatorTables {
  message_request: MessageRequestTable;
  member_hidden_word: MemberHiddenWordTable;
  chat_list_version: ChatListVersionTable;
  conversation: ConversationTable;
  conversation_member: ConversationMemberTable;
  message: MessageTable;
  unread_mail: UnreadMailTable;
}

export type NewConversationMember = Insertable<ConversationMemberTable>;
export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;

/** Who holds a waiting conversation with an operated profile, until when (issue 28 §3). */
/**
 * An operator answering an operated profile (issue 48 §1, migration 0067). An operator with
 * none answers every profile; one with some, only those.
 */
export interface OperatorAssignmentTable {
  profile_id: number;
  staff_id: number;
}

export interface OperatorHoldTable {
  conversation_id: number;
  staff_id: number;
  held_until: string;
}

/** An operator's answer as an operated profile: by whom, after how long a wait. */
export interface OperatorAnswerTable {
  message_id: number;
  conversation_id: number;
  /** Null once that staff account is gone. */
  staff_id: number | null;
  waited_ms: number;
  answered_at: string;
}

/** A private note about a member, for the next operator. */
export interface OperatorNoteTable {
  id: Generated<number>;
  member_id: number;
  staff_id: number | null;
  body: string;
  created_at: string;
}

/** An operator answering now, until when (renewed while their queue is open). */
export interface OperatorDutyTable {
  staff_id: number;
  until: string;
}

export interface OperatorTables {
  operator_hold: OperatorHoldTable;
  operator_assignment: OperatorAssignmentTable;
  operator_answer: OperatorAnswerTable;
  operator_note: OperatorNoteTable;
  operator_duty: OperatorDutyTable;
}
