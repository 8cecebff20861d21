import { chatAllowanceResponseSchema, chatsResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { listCache, sendWritten } from '../../http/list-cache';
import { typed } from '../../http/zod';
import * as chat from './service';

/** Spec §7: the chat list behind the unread badge, the page title and the chats page. */
export async function chatRoutes(fastify: FastifyInstance) {
  const answer = listCache(chatsResponseSchema);
  typed(fastify).get(
    '/api/chats.php',
    { config: { access: 'member' }, schema: { response: { 200: chatsResponseSchema } } },
    async (request, reply) => {
      const userId = request.member.userId;
      const stamp = await chat.chatListStamp(fastify.db, userId);
      const body = await answer(userId, stamp, () => chat.listChats(fastify.db, userId));
      return sendWritten(reply, body);
    },
  );

  typed(fastify).get(
    '/api/chat-allowance.php',
    { config: { access: 'member' }, schema: { response: { 200: chatAllowanceResponseSchema } } },
    async (request) => chat.chatAllowance(fastify.db, request.member.userId),
  );
}
