import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { sharedSecret } from '../../platform/remotes/service';
import { loggedMailer, outboxMailer, smtpMailer, type Mailer } from './mailer';
import { unsubscribeLinks, type UnsubscribeLinks } from './unsubscribe';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    unsubscribeLinks: UnsubscribeLinks;
  }
}

/** The mail port: SMTP when SMTP_URL is set, else the outbox (embedded default). */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const mailer = loggedMailer(
      config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(app.db),
      app.db,
      (message, error) => app.log.warn({ err: error }, message),
    );
    app.decorate('mailer', mailer);
    app.decorate(
      'unsubscribeLinks',
      unsubscribeLinks(await sharedSecret(app.db, 'unsubscribe_key')),
    );
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
