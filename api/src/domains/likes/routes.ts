import {
  autoLikeResponseSchema,
  likeBodySchema,
  likeResponseSchema,
  likesResponseSchema,
  okResponseSchema,
  swipeBodySchema,
  swipeResponseSchema,
  swipeStackResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { listCache, sendWritten } from '../../http/list-cache';
import { typed } from '../../http/zod';
import { autoLike } from './auto-like';
import * as likes from './service';
import { swipe, swipeStack } from './swipe';

/** Spec §7: the likes behind the new-likes badge and the likes pages. */
export async function likesRoutes(fastify: FastifyInstance) {
  const answer = listCache(likesResponseSchema);
  const app = typed(fastify);

  app.post(
    '/api/like.php',
    {
      config: { access: 'member' },
      schema: { body: likeBodySchema, response: { 200: likeResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      const { answer: liked, notify } = await likes.likeMember(fastify.db, userId, request.body.id);
      fastify.notifyMembers(notify);
      return liked;
    },
  );

  app.delete(
    '/api/like.php',
    {
      config: { access: 'member' },
      schema: { body: likeBodySchema, response: { 200: likeResponseSchema } },
    },
    async (request) => likes.unlikeMember(fastify.db, request.member.userId, request.body.id),
  );

  app.put(
    '/api/likes.php',
    {
      config: { access: 'member' },
      schema: { body: likeBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      await likes.seeLike(fastify.db, userId, request.body.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/likes.php',
    { config: { access: 'member' }, schema: { response: { 200: likesResponseSchema } } },
    async (request, reply) => {
      const userId = request.member.userId;
      const stamp = await likes.likesListStamp(fastify.db, userId);
      const body = await answer(userId, stamp, () => likes.listLikes(fastify.db, userId));
      return sendWritten(reply, body);
    },
  );

  app.get(
    '/api/auto-like.php',
    { config: { access: 'member' }, schema: { response: { 200: autoLikeResponseSchema } } },
    async (request) => {
      const { answer: liked, notify } = await autoLike(fastify.db, request.member.userId);
      fastify.notifyMembers(notify);
      return liked;
    },
  );

  app.get(
    '/api/swipe.php',
    { config: { access: 'member' }, schema: { response: { 200: swipeStackResponseSchema } } },
    async (request) => swipeStack(fastify.db, request.member.userId),
  );

  app.post(
    '/api/swipe.php',
    {
      config: { access: 'member' },
      schema: { body: swipeBodySchema, response: { 200: swipeResponseSchema } },
    },
    async (request) => {
      const { answer: swiped, notify } = await swipe(
        fastify.db,
        request.member.userId,
        request.body,
      );
      fastify.notifyMembers(notify);
      return swiped;
    },
  );
}
