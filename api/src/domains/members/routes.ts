import {
  memberQuerySchema,
  memberResponseSchema,
  membersQuerySchema,
  membersResponseSchema,
  searchStartResponseSchema,
  similarQuerySchema,
  similarResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationRequired } from '../../http/errors';
import { typed } from '../../http/zod';
import { sessionUser } from '../auth/session';
import * as members from './service';
import { visitorMayBrowse } from './visitor-access';
import { searchCache } from './search-cache';

/** Member search and profiles. */
export async function membersRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const kept = searchCache();

  app.get(
    '/api/members.php',
    {
      schema: { querystring: membersQuerySchema, response: { 200: membersResponseSchema } },
      preHandler: app.readLimit('search'),
    },
    async (request) => members.searchMembers(app.db, request.query, await viewer(request), kept),
  );

  app.get(
    '/api/search-start.php',
    {
      schema: { response: { 200: searchStartResponseSchema } },
      config: { access: 'member' },
      preHandler: app.readLimit('search'),
    },
    async (request) => members.startingSearch(app.db, request.member.userId),
  );

  app.get(
    '/api/member.php',
    {
      schema: { querystring: memberQuerySchema, response: { 200: memberResponseSchema } },
      preHandler: app.readLimit('profile'),
    },
    async (request) => ({
      profile: await members.memberProfile(app.db, request.query.id, await viewer(request)),
    }),
  );

  app.get(
    '/api/similar.php',
    {
      schema: { querystring: similarQuerySchema, response: { 200: similarResponseSchema } },
      preHandler: app.readLimit('search'),
    },
    async (request) => members.similarMembers(app.db, request.query.id, await viewer(request)),
  );
}

/**
 * Members may browse; visitors only where the site's rules allow it (visitor-access.ts).
 * Returns the viewer's id, or null for an allowed visitor.
 */
async function viewer(request: FastifyRequest): Promise<number | null> {
  const userId = await sessionUser(request);
  if (userId !== null) return userId;
  if (await visitorMayBrowse(request)) return null;
  throw authenticationRequired();
}
