import { landingQuerySchema, landingResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import { landing } from './service';
import { requestLanguage } from '../../http/request-language';

/** The landing's and the landers' data (issue 11): open to visitors, read-limited like search. */
export async function landersRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  app.get(
    '/api/landing.php',
    {
      schema: { querystring: landingQuerySchema, response: { 200: landingResponseSchema } },
      preHandler: app.readLimit('search'),
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      return landing(
        app.db,
        request.query,
        settings,
        new Date(),
        requestLanguage(request, settings),
      );
    },
  );
}
