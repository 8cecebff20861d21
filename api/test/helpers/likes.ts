import { likesResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';

/** `POST` (like) or `DELETE` (unlike) `/api/like.php` as the member with this cookie. */
export const like = (
  app: FastifyInstance,
  cookie: string,
  id: number,
  method: 'POST' | 'DELETE' = 'POST',
) => app.inject({ method, url: '/api/like.php', headers: { cookie }, payload: { id } });

/** The member's likes lists, checked against the contract. */
export const likesOf = async (app: FastifyInstance, cookie: string) =>
  likesResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie } })).json(),
  );
