import {
  appealAnswerSchema,
  appealQueueQuerySchema,
  appealQueueSchema,
  appealResponseSchema,
  appealSchema,
  idParamsSchema,
  okResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import { answerAppeal, appealQueue, submitAppeal } from './appeals';

/**
 * Issue 48 §2: a sanctioned member appeals from the login's answer (no session: the link is
 * their proof), and moderators (`members.suspend`) answer from their queue.
 */
export async function appealRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/appeal.php',
    {
      schema: { body: appealSchema, response: { 200: appealResponseSchema } },
      config: { rateLimit: RATE_LIMITS.appeal },
    },
    async (request) => submitAppeal(app.db, request.body),
  );

  app.get(
    '/api/backoffice/appeals',
    {
      schema: { querystring: appealQueueQuerySchema, response: { 200: appealQueueSchema } },
      config: { staff: 'members.suspend' },
    },
    async (request) => appealQueue(app.db, request.query.status),
  );

  app.post(
    '/api/backoffice/appeals/:id/answer',
    {
      schema: {
        params: idParamsSchema,
        body: appealAnswerSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'members.suspend' },
    },
    async (request) => {
      await answerAppeal(
        { db: app.db, mailer: app.mailer, settings: await settingsForRequest(request) },
        request.staff.staffId,
        request.params.id,
        request.body,
      );
      return { ok: true as const };
    },
  );
}
