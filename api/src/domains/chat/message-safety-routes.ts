import {
  hiddenMessagesResponseSchema,
  hiddenWordsSchema,
  okResponseSchema,
  unhideMessageSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import {
  HELD_SWEEP_MS,
  hiddenMessages,
  hiddenWordsOf,
  releaseHeldMessages,
  setHiddenWords,
  unhideMessage,
} from './message-safety';

/**
 * Hidden words and the hidden folder (issue 29 §1); held first messages are delivered by a sweep
 * on every node once the quarantine is over or the moderators are done.
 */
export async function messageSafetyRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/hidden-words.php',
    { config: { access: 'member' }, schema: { response: { 200: hiddenWordsSchema } } },
    async (request) => ({ words: await hiddenWordsOf(app.db, request.member.userId) }),
  );

  app.put(
    '/api/hidden-words.php',
    {
      config: { access: 'member' },
      schema: { body: hiddenWordsSchema, response: { 200: hiddenWordsSchema } },
    },
    async (request) => ({
      words: await setHiddenWords(app.db, request.member.userId, request.body.words),
    }),
  );

  app.get(
    '/api/hidden-messages.php',
    { config: { access: 'member' }, schema: { response: { 200: hiddenMessagesResponseSchema } } },
    async (request) => hiddenMessages(app.db, request.member.userId),
  );

  app.put(
    '/api/hidden-messages.php',
    {
      config: { access: 'member' },
      schema: { body: unhideMessageSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      app.notifyMembers(await unhideMessage(app.db, request.member.userId, request.body.message));
      return { ok: true as const };
    },
  );

  fastify.every('held message delivery', HELD_SWEEP_MS, async () =>
    fastify.notifyMembers(await releaseHeldMessages(fastify.db)),
  );
}
