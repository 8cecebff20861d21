import type { FastifyInstance } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { siteSettings } from '../site/service';
import type { MailText } from './templates';

/** Where a notification mail's footer points. */
export interface NotificationLinks {
  /** The site's origin, for the mail's own link. */
  origin: string;
  /** `/notifications`: which mails the member gets. */
  settings: string;
  /** The signed one-click unsubscribe (ADR 0019). */
  unsubscribe: string;
}

const NOTIFICATIONS_PATH = '/notifications';

/**
 * Sends notification mails (issue 25 §3: about messages and likes, the kinds a member switches
 * on /notifications), each with the site's voice, its footer links and a one-click unsubscribe.
 * Made once per sweep: the site's settings are read once.
 */
export async function notificationMailer(app: FastifyInstance) {
  const settings = await siteSettings(app.db, {
    domain: app.config.defaultSiteDomain,
    defaultDomain: app.config.defaultSiteDomain,
    country: null,
  });
  const origin = linkOrigin(app.config, settings);
  return {
    site: { siteName: settings.name, supportEmail: settings.support_email },
    async send(
      member: { id: number; email: string },
      compose: (links: NotificationLinks) => MailText,
    ): Promise<void> {
      const unsubscribe = app.unsubscribeLinks.url(origin, member.id);
      const mail = compose({ origin, settings: `${origin}${NOTIFICATIONS_PATH}`, unsubscribe });
      await app.mailer.send({
        ...mail,
        to: member.email,
        fromName: settings.mail_name,
        unsubscribeUrl: unsubscribe,
      });
    },
  };
}
