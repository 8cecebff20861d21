import {
  memberSessionsSchema,
  sessionsDeleteQuerySchema,
  sessionsEndedSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { clearSessionCookie } from './session';
import { endMemberSessions, memberSessions } from './service';

/**
 * A member's sessions (issue 29 §4): listed with device, place and last use; ended one by one or
 * all but this one. An ended session's event streams close on every node at once.
 */
export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  app.get(
    '/api/sessions.php',
    { schema: { response: { 200: memberSessionsSchema } }, config: { access: 'member' } },
    async (request) => ({ sessions: await memberSessions(app.db, request.member) }),
  );

  app.delete(
    '/api/sessions.php',
    {
      schema: { querystring: sessionsDeleteQuerySchema, response: { 200: sessionsEndedSchema } },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const { id } = request.query;
      const ended = await endMemberSessions(
        app.db,
        request.member,
        id === undefined ? 'others' : { id },
      );
      if (id !== undefined && ended === 0) throw notFound('No such session.');
      if (ended > 0) app.sessionsEnded(request.member.userId);
      // Ending this browser's own session is logging out.
      if (id === request.member.id) clearSessionCookie(reply);
      return { ended };
    },
  );
}
