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

export interface ChatTables {
  chat_list_version: ChatListVersionTable;
  conversation: ConversationTable;
  conversation_member: ConversationMemberTable;
  message: MessageTable;
  unread_mail: UnreadMailTable;
}

export type NewConversationMember = Insertable<ConversationMemberTable>;
export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
