import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailContacts } from '../account/settings';
import { notificationMailer } from '../mail/notification-mail';
import { unreadMessageMail } from '../mail/templates';
import * as repo from './repository';

// Unread-message mails (issue 25 §3, the new_conversations and new_messages kinds of
// /notifications): a message that waited UNREAD_MAIL_AFTER_MS while its member stayed away is
// mailed to them, once per conversation until they read it. A sweep on every node, not a step of
// the send: a send stays the same few statements whatever its member's mail settings, and the
// claim (unread_mail) makes one node the sender of each mail.

/** How long a message waits unread before its member is mailed about it. */
export const UNREAD_MAIL_AFTER_MS = 15 * 60 * 1000;
/** Older messages are not mailed about: a member back after days reads them on the site. */
export const UNREAD_MAIL_WITHIN_MS = 24 * 60 * 60 * 1000;
/** How often each node looks. */
export const UNREAD_MAIL_SWEEP_MS = 60 * 1000;
/** Conversations looked at per sweep; the rest wait for the next one. */
const UNREAD_MAIL_BATCH = 200;

/** Where the mail's button goes: the conversation (spec §1 `/chats/{id}`). */
const conversationPath = (conversationId: number) => `/chats/${conversationId}`;

/** Mails the members whose messages waited long enough; returns how many mails went. */
export async function mailUnreadMessages(app: FastifyInstance, now = new Date()): Promise<number> {
  const waiting = await repo.findUnreadWaiting(app.db, {
    from: new Date(now.getTime() - UNREAD_MAIL_WITHIN_MS).toISOString(),
    until: new Date(now.getTime() - UNREAD_MAIL_AFTER_MS).toISOString(),
    limit: UNREAD_MAIL_BATCH,
  });
  if (waiting.length === 0) return 0;
  const contacts = await mailContacts(
    app.db,
    waiting.flatMap((w) => [w.user_id, w.sender_id]),
  );
  const mailer = await notificationMailer(app);
  let sent = 0;
  for (const w of waiting) {
    // Every waiting conversation is claimed, mailed or not: one a member will not be mailed
    // about (back on the site since, or such mail switched off) is settled until they read it,
    // so it never comes back to fill the next sweep's batch.
    if (!(await repo.claimUnreadMail(app.db, w, now.toISOString()))) continue;
    const member = contacts.get(w.user_id);
    const sender = contacts.get(w.sender_id);
    const kind = w.last_read_message_id === null ? 'new_conversations' : 'new_messages';
    // Back on the site since the message came: they have seen their badge.
    if (!member || !sender || !member.takes.has(kind) || member.lastActive >= w.first_unread_at)
      continue;
    try {
      await mailer.send(member, (links) =>
        unreadMessageMail(member.language, mailer.site, {
          senderName: sender.name,
          newConversation: kind === 'new_conversations',
          link: `${links.origin}${conversationPath(w.conversation_id)}`,
          settingsLink: links.settings,
          unsubscribeLink: links.unsubscribe,
        }),
      );
      sent += 1;
    } catch (error) {
      // Given back: the next sweep tries again.
      await repo.releaseUnreadMail(app.db, w);
      app.log.warn({ err: error, member: member.id }, 'unread-message mail not sent');
    }
  }
  return sent;
}

/** Runs the sweep every UNREAD_MAIL_SWEEP_MS on every node. */
export const unreadMailPlugin = fp(
  async (app: FastifyInstance) => {
    app.every('unread-message mail sweep', UNREAD_MAIL_SWEEP_MS, () => mailUnreadMessages(app));
  },
  { name: 'unread-mail', dependencies: ['db', 'mail', 'background'] },
);
