import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const headers = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The product is never meant to be framed (clickjacking on login, payments).
  'x-frame-options': 'DENY',
} as const;

/** Security headers on every response, including errors and static files. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
