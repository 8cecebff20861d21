import { likesResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { requireUser } from '../auth/session';
import * as likes from './service';

/** Spec §7: the likes behind the new-likes badge and the likes pages. */
export async function likesRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/likes.php',
    { schema: { response: { 200: likesResponseSchema } } },
    async (request) => likes.listLikes(fastify.db, await requireUser(request)),
  );
}
