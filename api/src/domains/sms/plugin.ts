import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { gatewaySmsSender, outboxSmsSender, type SmsSender } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** The SMS port: an HTTP gateway when SMS_GATEWAY_URL is set, else the outbox (embedded). */
export const smsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate(
      'sms',
      config.smsGateway
        ? gatewaySmsSender(config.smsGateway.url, config.smsGateway.token)
        : outboxSmsSender(app.db),
    );
  },
  { name: 'sms', dependencies: ['db'] },
);
