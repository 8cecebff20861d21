import { likesResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { listCache, sendWritten } from '../../http/list-cache';
import { typed } from '../../http/zod';
import { requireUser } from '../auth/session';
import * as likes from './service';

/** Spec §7: the likes behind the new-likes badge and the likes pages. */
export async function likesRoutes(fastify: FastifyInstance) {
  const answer = listCache(likesResponseSchema);
  typed(fastify).get(
    '/api/likes.php',
    { schema: { response: { 200: likesResponseSchema } } },
    async (request, reply) => {
      const userId = await requireUser(request);
      const stamp = await likes.likesListStamp(fastify.db, userId);
      const body = await answer(userId, stamp, () => likes.listLikes(fastify.db, userId));
      return sendWritten(reply, body);
    },
  );
}
