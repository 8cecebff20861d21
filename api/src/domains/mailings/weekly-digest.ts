import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stopMailTo } from '../account/settings';
import { likesReceivedSince } from '../likes/service';
import { isBounce } from '../mail/mailer';
import { weeklyDigestMail } from '../mail/marketing-templates';
import { notificationMailer } from '../mail/notification-mail';
import { countProfileVisitors, membersAroundCount } from '../members/service';
import { nextDigestRecipients } from './audience-repository';
import * as repo from './repository';

// The weekly digest (issue 48 §4, the `weekly_updates` kind of /notifications): once a week, a
// member who asked for it hears what happened around them — new likes, members who looked at
// their profile, members of the kind they look for who were around nearby. Nothing happened,
// no mail. A sweep on every node; the claim (weekly_digest) makes each digest go once.

/** How often each node looks for digests to send. */
export const DIGEST_SWEEP_MS = 5 * 60 * 1000;
/** Members looked at per sweep. */
const DIGEST_BATCH = 200;
/** "Nearby": within this distance of the member's town. */
export const DIGEST_NEARBY_KM = 50;
/** Members nearby are counted up to this many. */
const DIGEST_NEARBY_CAP = 99;
/** Each week's digests go out from Sunday (day 0) at this hour, UTC, until the next Sunday's. */
export const DIGEST_WEEKDAY = 0;
export const DIGEST_HOUR_UTC = 16;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The week whose digests are due at `now`: its key (the day it started) and what it covers. */
export function digestWeek(now: Date): { key: string; from: Date } {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() - DIGEST_WEEKDAY + 7) % 7));
  if (start > now) start.setUTCDate(start.getUTCDate() - 7);
  return { key: start.toISOString().slice(0, 10), from: new Date(start.getTime() - WEEK_MS) };
}

/** Sends the digests due; answers how many went. */
export async function sendWeeklyDigests(app: FastifyInstance, now = new Date()): Promise<number> {
  const week = digestWeek(now);
  const recipients = await nextDigestRecipients(app.db, week.key, DIGEST_BATCH);
  if (recipients.length === 0) return 0;
  const mailer = await notificationMailer(app);
  let sent = 0;
  for (const member of recipients) {
    // Claimed whether mailed or not: a quiet week is settled until the next.
    if (!(await repo.claimDigest(app.db, member.id, week.key, now.toISOString()))) continue;
    const [likes, visitors, nearby] = await Promise.all([
      likesReceivedSince(app.db, member.id, week.from),
      countProfileVisitors(app.db, member.id, week.from.toISOString()),
      membersAroundCount(
        app.db,
        member.id,
        { km: DIGEST_NEARBY_KM, activeSince: week.from, cap: DIGEST_NEARBY_CAP },
        now,
      ),
    ]);
    if (likes + visitors + nearby === 0) continue;
    try {
      await mailer.send(
        member,
        (links) =>
          weeklyDigestMail(
            member.language,
            mailer.site.siteName,
            {
              likes,
              visitors,
              nearby,
              nearbyKm: DIGEST_NEARBY_KM,
              links: {
                likes: `${links.origin}/likes/received`,
                nearby: `${links.origin}/members`,
              },
            },
            links,
          ),
        'weekly_updates',
      );
      sent += 1;
    } catch (error) {
      if (isBounce(error)) {
        await stopMailTo(app.db, { email: member.email, event: 'bounce' });
        continue;
      }
      // Given back: the next sweep tries again.
      await repo.releaseDigest(app.db, member.id, week.key);
      app.log.warn({ err: error, member: member.id }, 'weekly digest not sent');
      return sent;
    }
  }
  return sent;
}

/** Runs the digest sweep every DIGEST_SWEEP_MS on every node. */
export const weeklyDigestPlugin = fp(
  async (app: FastifyInstance) => {
    app.every('weekly digest sweep', DIGEST_SWEEP_MS, () => sendWeeklyDigests(app));
  },
  { name: 'weekly-digest', dependencies: ['db', 'mail', 'background'] },
);
