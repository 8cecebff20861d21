import type { MailingLanguage, MailingPreview } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stopMailTo } from '../account/settings';
import { isBounce } from '../mail/mailer';
import { marketingMail } from '../mail/marketing-templates';
import { notificationMailer } from '../mail/notification-mail';
import { nextRecipients } from './audience-repository';
import { audienceFilter, mailingContent, mailingRow } from './mailings';
import * as repo from './repository';
import type { MailingRow } from './tables';

// Sending marketing's mailings (issue 48 §4): every node takes a batch of each mailing being
// sent every MAILING_SWEEP_MS; each member is claimed before their mail goes (mailing_delivery's
// primary key), so two nodes never mail one member twice. A mail is claimed first and sent
// second: a node that dies between the two loses that one mail rather than risk sending it
// twice (marketing mail is better missed than doubled). A pause is seen within MAILING_BATCH.

/** How often each node sends a batch of each mailing under way. */
export const MAILING_SWEEP_MS = 2_000;
/** Members mailed per batch (and between two looks at whether marketing paused). */
export const MAILING_BATCH = 50;
/** A claim older than this whose mail never settled is taken as lost (its node died). */
const CLAIM_LOST_AFTER_MS = 10 * 60 * 1000;

/** The languages members read mailings in: theirs, or English for any other. */
const mailingLanguage = (language: string): MailingLanguage => (language === 'fr' ? 'fr' : 'en');

/** Sends one batch of each mailing under way; answers how many mails went. */
export async function sendMailingBatches(app: FastifyInstance, now = new Date()): Promise<number> {
  const sending = await repo.mailingsIn(app.db, 'sending');
  if (sending.length === 0) return 0;
  const mailer = await notificationMailer(app);
  let sent = 0;
  for (const mailing of sending) sent += await sendBatch(app, mailing, mailer, now);
  return sent;
}

async function sendBatch(
  app: FastifyInstance,
  mailing: MailingRow,
  mailer: Awaited<ReturnType<typeof notificationMailer>>,
  now: Date,
): Promise<number> {
  const { audience, texts } = mailingContent(mailing);
  const filter = await audienceFilter(app.db, mailing.kind, audience, mailer.settings.niche);
  const recipients = await nextRecipients(app.db, filter, mailing.id, MAILING_BATCH);
  if (recipients.length === 0) {
    const since = new Date(now.getTime() - CLAIM_LOST_AFTER_MS).toISOString();
    // Another node may still be mailing its last batch: finished once it settled.
    if (!(await repo.claimsPending(app.db, mailing.id, since)))
      await repo.updateMailingIn(app.db, mailing.id, 'sending', {
        state: 'sent',
        finished_at: now.toISOString(),
        last_error: null,
      });
    return 0;
  }
  let sent = 0;
  let handled = 0;
  for (const member of recipients) {
    handled += 1;
    const at = new Date().toISOString();
    if (!(await repo.claimDelivery(app.db, mailing.id, member.id, at))) continue;
    try {
      await mailer.send(
        member,
        (links) =>
          marketingMail(
            member.language,
            mailer.site.siteName,
            mailing.kind,
            texts[mailingLanguage(member.language)],
            links,
          ),
        mailing.kind,
      );
      await repo.settleDelivery(app.db, mailing.id, member.id, 'sent', at);
      sent += 1;
    } catch (error) {
      if (isBounce(error)) {
        // The address is gone for good: no mail of any kind goes to it any more.
        await repo.settleDelivery(app.db, mailing.id, member.id, 'bounced', at);
        await stopMailTo(app.db, { email: member.email, event: 'bounce' });
        continue;
      }
      // The mail port is down or refuses for now: given back, the next round tries again.
      await repo.releaseDelivery(app.db, mailing.id, member.id);
      await repo.setLastError(app.db, mailing.id, String((error as Error).message ?? error));
      app.log.warn({ err: error, mailing: mailing.id }, 'mailing batch stopped');
      return sent;
    }
    // Marketing paused (or the mailing is gone): stop here, the rest waits.
    if (handled % 10 === 0 && (await repo.mailingById(app.db, mailing.id))?.state !== 'sending')
      return sent;
  }
  if (mailing.last_error !== null && sent > 0) await repo.setLastError(app.db, mailing.id, null);
  return sent;
}

/** The mail as a member of `language` gets it (the unsubscribe link is an example's). */
export async function previewMailing(
  app: FastifyInstance,
  id: number,
  language: MailingLanguage,
): Promise<MailingPreview> {
  const row = await mailingRow(app.db, id);
  const { origin, site } = await notificationMailer(app);
  return marketingMail(language, site.siteName, row.kind, mailingContent(row).texts[language], {
    origin,
    settings: `${origin}/notifications`,
    unsubscribe: `${origin}/notifications`,
  });
}

/** Sends the mail in `language` to the staff member's own address, marked as a test. */
export async function sendTestMailing(
  app: FastifyInstance,
  id: number,
  language: MailingLanguage,
  to: string,
): Promise<void> {
  const mail = await previewMailing(app, id, language);
  const { settings } = await notificationMailer(app);
  await app.mailer.send({
    ...mail,
    subject: `[Test] ${mail.subject}`,
    to,
    fromName: settings.mail_name,
  });
}

/** Runs the sender every MAILING_SWEEP_MS on every node. */
export const mailingSenderPlugin = fp(
  async (app: FastifyInstance) => {
    app.every('mailing sender', MAILING_SWEEP_MS, () => sendMailingBatches(app));
  },
  { name: 'mailing-sender', dependencies: ['db', 'mail', 'background'] },
);
