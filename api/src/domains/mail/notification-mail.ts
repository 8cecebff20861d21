import type { FastifyInstance } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { siteSettings } from '../site/service';
import type { MailText } from './templates';
import type { ListKind } from './unsubscribe';

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
 * on /notifications; issue 48 §4: mailings and the weekly digest), each with the site's voice,
 * its footer links and a one-click unsubscribe.
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
    /** The site's settings, for what a mail says of the site beyond its name. */
    settings,
    origin,
    /**
     * Sends one member their mail; `kind` makes its unsubscribe stop that kind of mail alone
     * (marketing's mailings, the weekly digest: issue 48 §4), else every notification.
     */
    async send(
      member: { id: number; email: string },
      compose: (links: NotificationLinks) => MailText,
      kind?: ListKind,
    ): Promise<void> {
      const unsubscribe = app.unsubscribeLinks.url(origin, member.id, kind);
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
