import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailContacts } from '../account/settings';
import { notificationMailer } from '../mail/notification-mail';
import { likesMail } from '../mail/templates';
import * as repo from './repository';

// Like mails (issue 25 §3, the `like` kind of /notifications): likes a member has not seen after
// LIKE_MAIL_AFTER_MS away from the site are mailed, one mail for all of them, which never names
// who liked (that is on the site, where free and premium members see what the spec gives them).
// A sweep on every node, as for unread messages (ADR 0019); the claim is `member_like.mailed_at`.

/** How long a like waits unseen before its member is mailed about it. */
export const LIKE_MAIL_AFTER_MS = 30 * 60 * 1000;
/** Older likes are not mailed about. */
export const LIKE_MAIL_WITHIN_MS = 24 * 60 * 60 * 1000;
/** How often each node looks. */
export const LIKE_MAIL_SWEEP_MS = 60 * 1000;
/** Members looked at per sweep; the rest wait for the next one. */
const LIKE_MAIL_BATCH = 200;

/** Where the mail's button goes (spec §1): the likes the member received. */
const RECEIVED_LIKES_PATH = '/likes/received';

/** Mails the members whose likes waited long enough; returns how many mails went. */
export async function mailWaitingLikes(app: FastifyInstance, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() - LIKE_MAIL_AFTER_MS).toISOString();
  const waiting = await repo.findLikesWaiting(app.db, {
    from: new Date(now.getTime() - LIKE_MAIL_WITHIN_MS).toISOString(),
    until,
    limit: LIKE_MAIL_BATCH,
  });
  if (waiting.length === 0) return 0;
  const contacts = await mailContacts(
    app.db,
    waiting.map((w) => w.liked_id),
  );
  const mailer = await notificationMailer(app);
  const mailedAt = now.toISOString();
  let sent = 0;
  for (const w of waiting) {
    // Claimed whether mailed or not (as unread messages are): never looked at again.
    const count = await repo.claimLikesMail(app.db, w.liked_id, { until, mailedAt });
    const member = contacts.get(w.liked_id);
    // Back on the site since the first like: they have seen their likes badge.
    if (count === 0 || !member || !member.takes.has('like') || member.lastActive >= w.first_like_at)
      continue;
    try {
      await mailer.send(member, (links) =>
        likesMail(member.language, mailer.site, {
          count,
          link: `${links.origin}${RECEIVED_LIKES_PATH}`,
          settingsLink: links.settings,
          unsubscribeLink: links.unsubscribe,
        }),
      );
      sent += 1;
    } catch (error) {
      await repo.releaseLikesMail(app.db, w.liked_id, mailedAt);
      app.log.warn({ err: error, member: member.id }, 'like mail not sent');
    }
  }
  return sent;
}

/** Runs the sweep every LIKE_MAIL_SWEEP_MS on every node. */
export const likeMailPlugin = fp(
  async (app: FastifyInstance) => {
    app.every('like mail sweep', LIKE_MAIL_SWEEP_MS, () => mailWaitingLikes(app));
  },
  { name: 'like-mail', dependencies: ['db', 'mail', 'background'] },
);
