import { gifsQuerySchema, gifsResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { findLanguage } from '../auth/accounts';
import { GifProviderUnavailable, gifsUnavailable } from './provider';

/** `GET /api/gifs.php?q=`: the composer's GIF search, in the member's language. */
export async function gifRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  app.get(
    '/api/gifs.php',
    {
      schema: { querystring: gifsQuerySchema, response: { 200: gifsResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.gifSearch },
    },
    async (request) => {
      const userId = request.member.userId;
      const language = request.query.lang ?? (await findLanguage(app.db, userId)) ?? 'en';
      try {
        const gifs = await app.gifs.search(request.query.q, language, request.query.limit);
        return { gifs, source: app.gifs.source };
      } catch (error) {
        if (error instanceof GifProviderUnavailable) throw gifsUnavailable();
        throw error;
      }
    },
  );
}
