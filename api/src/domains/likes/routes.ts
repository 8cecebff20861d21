import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session';
import * as likes from './service';

/** Spec §7: the likes behind the new-likes badge and the likes pages. */
export async function likesRoutes(app: FastifyInstance) {
  app.get('/api/likes.php', async (request) => {
    const userId = await requireUser(request);
    return likes.listLikes(app.db, userId);
  });
}
