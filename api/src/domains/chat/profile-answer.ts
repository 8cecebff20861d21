import type { Message, MessageAttachment } from '@app/shared/contracts';
import type { Tx } from '../../db/database';
import { recordEvents } from '../events/service';
import * as repo from './repository';

/**
 * A message from one of the site's operated profiles to the member who wrote to it, written by
 * the demo responder or by an operator (issue 28 §3). Stored and announced like any message —
 * the member sees it live, with the badge their screens already show on operated profiles — and
 * free: the site's own profiles are not charged. The caller's transaction; the caller wakes
 * both members' streams after the commit.
 */
export async function storeProfileAnswer(
  tx: Tx,
  answer: {
    conversationId: number;
    profileId: number;
    memberId: number;
    text: string;
    attachment: MessageAttachment | null;
    lang: string;
    clientId: string | null;
  },
  now = new Date(),
): Promise<Message> {
  const { conversationId, profileId, memberId, text, attachment, lang, clientId } = answer;
  const at = now.toISOString();
  // A member who had removed the conversation gets it back with the answer.
  await repo.restoreConversation(tx, conversationId);
  const id = await repo.insertMessage(tx, {
    conversation_id: conversationId,
    sender_id: profileId,
    body: text,
    created_at: at,
    client_id: clientId,
    attachment: attachment && JSON.stringify(attachment),
    lang,
  });
  await repo.markRead(tx, conversationId, profileId, id);
  const message: Message = {
    id,
    conversation_id: conversationId,
    from_me: false,
    text,
    attachment,
    sent_at: at,
    client_id: null,
    lang,
  };
  await recordEvents(
    tx,
    [
      {
        userId: memberId,
        type: 'message',
        payload: { conversation_id: conversationId, message_id: id, message },
      },
      {
        userId: profileId,
        type: 'message',
        payload: {
          conversation_id: conversationId,
          message_id: id,
          message: { ...message, from_me: true, client_id: clientId },
        },
      },
    ],
    now,
  );
  return message;
}
