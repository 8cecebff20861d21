import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/session';
import * as chat from './service';

/** Spec §7: the chat list behind the unread badge, the page title and the chats page. */
export async function chatRoutes(app: FastifyInstance) {
  app.get('/api/chats.php', async (request) => {
    const userId = await requireUser(request);
    return chat.listChats(app.db, userId);
  });
}
