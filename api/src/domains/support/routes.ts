import { complaintResponseSchema, complaintSchema } from '@app/shared/contracts';
import { requestLanguage } from '../../http/request-language';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { sessionUser } from '../auth/session';
import { settingsForRequest } from '../site/request-site';
import { fileComplaint } from './service';

/** Spec §2 `/complaints`: a complaint to the site's customer service, from a member or a visitor. */
export async function supportRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/complaints.php',
    {
      schema: { body: complaintSchema, response: { 200: complaintResponseSchema } },
      config: { rateLimit: RATE_LIMITS.complaint },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      return fileComplaint(
        {
          db: app.db,
          mailer: app.mailer,
          warn: (message, error) => request.log.error({ err: error }, message),
        },
        {
          complaint: request.body,
          userId: await sessionUser(request),
          settings,
          language: requestLanguage(request, settings),
        },
      );
    },
  );
}
