import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { findLanguage, findUserById } from '../auth/accounts';
import { DEMO_REPLIES } from './demo-replies';
import { readChat } from './messages';
import { operatorsAnswer } from './operator-desk';
import { storeProfileAnswer } from './profile-answer';
import * as repo from './repository';

/** The demo member reads and starts typing this long after a message arrives… */
export const DEMO_TYPING_AFTER_MS = 1500;
/** …and answers this long after it arrived. */
export const DEMO_REPLY_AFTER_MS = 4500;

export interface DemoResponder {
  /** A member wrote to someone: a fictional demo member answers after a while. */
  messageArrived(message: {
    conversationId: number;
    messageId: number;
    senderId: number;
    recipientId: number;
  }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    demoResponder: DemoResponder | null;
  }
}

/**
 * The demo responder (embedded default, demo site only): the demo site's generated members are
 * fictional, and answer a message after a few seconds, reading it and typing first, so a
 * newcomer sees real-time chat work. One answer per conversation at a time, however many
 * messages arrive meanwhile; free for the demo member. Runs on the node that took the message.
 */
export const demoResponderPlugin = fp(
  async (
    app: FastifyInstance,
    {
      enabled,
      typingAfterMs = DEMO_TYPING_AFTER_MS,
      replyAfterMs = DEMO_REPLY_AFTER_MS,
    }: {
      enabled: boolean;
      typingAfterMs?: number;
      replyAfterMs?: number;
    },
  ) => {
    if (!enabled) {
      app.decorate('demoResponder', null);
      return;
    }
    const pending = new Map<number, ReturnType<typeof setTimeout>[]>();
    const fail = (error: unknown) => app.log.warn({ err: error }, 'demo responder');

    app.decorate('demoResponder', {
      messageArrived({ conversationId, messageId, senderId, recipientId }) {
        void (async () => {
          if (pending.has(conversationId)) return;
          const recipient = await repo.fictionalMember(app.db, recipientId);
          if (recipient?.fictional !== 1 || recipient.status === 'deleted') return;
          // Operators answer while one is on duty (issue 28 §3): the demo stands aside.
          if (await operatorsAnswer(app.db, conversationId)) return;
          // Spec §4: whom an unconfirmed member writes to cannot reply yet; read, yes.
          const writer = await findUserById(app.db, senderId);
          const mayReply = writer?.status === 'active';
          const typing = setTimeout(() => {
            // Read as any member reads (the writer sees "Seen").
            readChat(app.db, recipientId, conversationId, messageId)
              .then((readers) => {
                app.notifyMembers(readers);
                if (mayReply)
                  app.notifyMembers([senderId], {
                    type: 'typing',
                    payload: { conversation_id: conversationId, member_id: recipientId },
                  });
              })
              .catch(fail);
          }, typingAfterMs);
          const reply = setTimeout(() => {
            pending.delete(conversationId);
            if (!mayReply) return;
            // An operator who took the conversation meanwhile answers it.
            operatorsAnswer(app.db, conversationId)
              .then((answering) =>
                answering
                  ? []
                  : answer(app.db, { conversationId, fromId: recipientId, toId: senderId }),
              )
              .then((notify) => app.notifyMembers(notify))
              .catch(fail);
          }, replyAfterMs);
          typing.unref();
          reply.unref();
          pending.set(conversationId, [typing, reply]);
        })().catch(fail);
      },
    } satisfies DemoResponder);

    app.addHook('onClose', async () => {
      for (const timers of pending.values()) timers.forEach(clearTimeout);
      pending.clear();
    });
  },
  { name: 'demo-responder', dependencies: ['db', 'events'] },
);

/** The demo member's answer, in the language the member uses the site in. */
async function answer(
  db: Db,
  { conversationId, fromId, toId }: { conversationId: number; fromId: number; toId: number },
): Promise<number[]> {
  // The site's profile answers in the reader's language, and says so.
  const lang = (await findLanguage(db, toId)) === 'fr' ? 'fr' : 'en';
  const replies = DEMO_REPLIES[lang];
  return db.transaction().execute(async (tx) => {
    const text =
      replies[(await repo.countMessagesFrom(tx, conversationId, fromId)) % replies.length]!;
    await storeProfileAnswer(tx, {
      conversationId,
      profileId: fromId,
      memberId: toId,
      text,
      attachment: null,
      lang,
      clientId: null,
    });
    return [toId, fromId];
  });
}
