import { chatsResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { requireUser } from '../auth/session';
import * as chat from './service';

/** Spec §7: the chat list behind the unread badge, the page title and the chats page. */
export async function chatRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/chats.php',
    { schema: { response: { 200: chatsResponseSchema } } },
    async (request) => chat.listChats(fastify.db, await requireUser(request)),
  );
}
