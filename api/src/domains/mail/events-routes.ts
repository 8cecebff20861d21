import { mailEventSchema, okResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { bearerMatches } from '../../http/bearer';
import { HttpError, notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { stopMailTo } from '../account/settings';

/**
 * POST /api/mail-events.php (issue 25 §3): the intake an SMTP relay or mail provider calls, with
 * MAIL_EVENTS_TOKEN, when a member's mail bounces, is reported as spam or unsubscribed: mail to
 * that address stops, and /notifications tells the member why. Off (404) without the token.
 */
export async function mailEventRoutes(fastify: FastifyInstance, { config }: { config: Config }) {
  typed(fastify).post(
    '/api/mail-events.php',
    { schema: { body: mailEventSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const token = config.mailEventsToken;
      if (token === undefined) throw notFound('Mail events are not taken here.');
      if (!bearerMatches(request, token))
        throw new HttpError(403, 'forbidden', 'A mail event needs the intake token.');
      await stopMailTo(fastify.db, { ...request.body, email: request.body.email.toLowerCase() });
      return { ok: true as const };
    },
  );
}
