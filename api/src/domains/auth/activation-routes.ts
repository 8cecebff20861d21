import {
  activationLinkQuerySchema,
  activationMailRequestSchema,
  activationResponseSchema,
  activationSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import { activate, ACTIVATION_DONE_PATH, sendActivationMail } from './activation';

/** Confirming a member's e-mail address (spec §2 /activate/done, /activate/error). */
export async function activationRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  // The mailed link. Mail scanners open links too, so it changes nothing: it hands the token to
  // the page, which confirms with a PUT (RELIABILITY 11).
  app.get(
    '/api/activate.php',
    { schema: { querystring: activationLinkQuerySchema, response: { 302: z.null() } } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      return reply.redirect(`${ACTIVATION_DONE_PATH}?${new URLSearchParams({ token })}`);
    },
  );

  app.put(
    '/api/activate.php',
    {
      schema: { body: activationSchema, response: { 200: activationResponseSchema } },
      config: { rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      await activate(app.db, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/activation-mail.php',
    {
      schema: { body: activationMailRequestSchema, response: { 200: activationResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      const userId = request.member.userId;
      const settings = await settingsForRequest(request);
      await sendActivationMail(app.db, app.mailer, {
        userId,
        settings,
        origin: linkOrigin(app.config, settings),
      });
      return { ok: true as const };
    },
  );
}
