import {
  ICEBREAKER_KEYS,
  giftsResponseSchema,
  chatReadSchema,
  icebreakersResponseSchema,
  chatRemoveSchema,
  typingSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  okResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import { giftCatalogue } from './attachments';
import { listMessages, readChat, removeChat, sendMessage, typingTo } from './messages';

/**
 * Conversations (spec §7): send (charged once, idempotent by the message's client id), read a
 * page, mark read, remove from the list.
 */
export async function messageRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const ok = { ok: true as const };

  app.post(
    '/api/messages.php',
    {
      config: { access: 'member' },
      schema: { body: sendMessageSchema, response: { 200: sendMessageResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      const settings = await settingsForRequest(request);
      const { answer, notify, arrived } = await sendMessage(
        app.db,
        userId,
        request.body,
        settings,
        { gifs: app.gifs },
      );
      app.notifyMembers(notify);
      // A repeat of the same client id is the first answer again, not a second message.
      if (arrived) {
        app.metrics.messagesSent.inc();
        app.demoResponder?.messageArrived(arrived);
      }
      return answer;
    },
  );

  app.get(
    '/api/messages.php',
    {
      config: { access: 'member' },
      schema: { querystring: messagesQuerySchema, response: { 200: messagesResponseSchema } },
    },
    async (request) =>
      listMessages(app.db, request.member.userId, request.query, await settingsForRequest(request)),
  );

  // Spec §2 icebreakers: the lines are the client's translated texts; the server says which.
  app.get(
    '/api/icebreakers.php',
    { config: { access: 'member' }, schema: { response: { 200: icebreakersResponseSchema } } },
    async () => ({ icebreakers: [...ICEBREAKER_KEYS] }),
  );

  // Spec §2 chat gifts: the catalogue with the site's price.
  app.get(
    '/api/gifts.php',
    { config: { access: 'member' }, schema: { response: { 200: giftsResponseSchema } } },
    async (request) => ({ gifts: giftCatalogue(await settingsForRequest(request)) }),
  );

  // Typing is a passing signal: not stored, not resumed, sent to the other member's streams.
  app.post(
    '/api/typing.php',
    {
      schema: { body: typingSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.typing },
    },
    async (request) => {
      const userId = request.member.userId;
      const other = await typingTo(app.db, userId, request.body.conversation);
      app.notifyMembers([other], {
        type: 'typing',
        payload: { conversation_id: request.body.conversation, member_id: userId },
      });
      return ok;
    },
  );

  app.put(
    '/api/chat.php',
    {
      config: { access: 'member' },
      schema: { body: chatReadSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      app.notifyMembers(
        await readChat(app.db, userId, request.body.conversation, request.body.read_up_to),
      );
      return ok;
    },
  );

  app.delete(
    '/api/chat.php',
    {
      config: { access: 'member' },
      schema: { body: chatRemoveSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      app.notifyMembers(await removeChat(app.db, request.member.userId, request.body.conversation));
      return ok;
    },
  );
}
