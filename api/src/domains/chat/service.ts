import {
  FREE_CONVERSATIONS,
  type ChatAllowanceResponse,
  type ChatSummary,
  type ChatsResponse,
} from '@app/shared/contracts';
import { findAccount } from '../auth/accounts';
import type { Db, Tx } from '../../db/database';
import { mainImageFrom } from '../../db/fragments/main-image';
import { attachmentFrom } from './attachments';
import * as repo from './repository';

/** What the member's chat list depends on: unchanged stamp, unchanged list. */
export const chatListStamp = repo.chatListStamp;

/** How many conversations a free member may still start (null: premium, no limit). */
export async function chatAllowance(db: Db, userId: number): Promise<ChatAllowanceResponse> {
  if ((await findAccount(db, userId))?.paid_user === 1) return { free_conversations_left: null };
  const started = await repo.countStartedConversations(db, userId);
  return { free_conversations_left: Math.max(0, FREE_CONVERSATIONS - started) };
}

/** Spec §3 chat state: the member's chats, most recent first, with unread counts. */
export async function listChats(db: Db, userId: number): Promise<ChatsResponse> {
  const rows = await repo.listConversations(db, userId);
  return { chats: rows.map((row) => toChatSummary(row, userId)) };
}

/**
 * The conversation the sign-up's first message opens, in the caller's transaction (it commits
 * with the account). Marked as the sign-up's, so it does not use up one of a free member's
 * conversations. Returns the conversation id.
 */
export async function startSignupConversation(
  tx: Tx,
  {
    senderId,
    recipientId,
    body,
    lang,
    at,
  }: { senderId: number; recipientId: number; body: string; lang: string; at: string },
): Promise<number> {
  const conversationId = await repo.createConversation(tx, [senderId, recipientId], at, 'signup');
  await repo.insertMessage(tx, {
    conversation_id: conversationId,
    sender_id: senderId,
    body,
    created_at: at,
    client_id: null,
    attachment: null,
    lang,
  });
  return conversationId;
}

function toChatSummary(row: repo.ConversationRow, userId: number): ChatSummary {
  return {
    conversation: { id: row.conversation_id },
    request_status:
      row.request_status === null || row.request_status === 'accepted' ? null : row.request_status,
    profile: {
      id: row.profile_id,
      name: row.profile_name,
      main_image: mainImageFrom(row),
      deleted: row.profile_account_status === 'deleted',
      verified: row.profile_verified_at !== null,
    },
    // PostgreSQL answers count(*) as a bigint string.
    num_unread_messages: Number(row.num_unread_messages ?? 0),
    last_message:
      row.last_message_id === null ||
      row.last_message_body === null ||
      row.last_message_sent_at === null ||
      row.last_message_sender_id === null
        ? null
        : {
            id: row.last_message_id,
            text: row.last_message_body,
            sent_at: row.last_message_sent_at,
            from_me: row.last_message_sender_id === userId,
            attachment_type: attachmentFrom(row.last_message_attachment)?.type ?? null,
            lang: row.last_message_lang,
          },
  };
}

/** The two members of a conversation (a complaint about a conversation names them). */
export const conversationMembers = repo.conversationMembers;

export { assignOperators, operatorsOf } from './operator-desk';
export { endQuarantine } from './message-safety';

/** How many conversations each of these members is in. */
export const conversationCounts = repo.conversationCounts;

/** How many messages of a reported conversation a moderator sees (issue 26 §3). */
export const REPORTED_MESSAGES = 20;

/**
 * The last messages between two members, oldest first, for a moderator handling a report one
 * made about the other: only that conversation, only its last REPORTED_MESSAGES.
 */
export async function lastMessagesBetween(db: Db, a: number, b: number) {
  const conversationId = await repo.findConversationBetween(db, a, b);
  if (conversationId === undefined) return [];
  // All of it: what was hidden from or held for the reporter is what a moderator must see.
  const rows = await repo.messagesPage(db, conversationId, null, { limit: REPORTED_MESSAGES });
  return rows.reverse().map((row) => ({
    sender_id: row.sender_id,
    body: row.body,
    created_at: row.created_at,
    has_attachment: row.attachment !== null,
  }));
}
