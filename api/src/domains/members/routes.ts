import { memberQuerySchema, membersQuerySchema } from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationRequired } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { sessionUser } from '../auth/session';
import { settingsForRequest } from '../site/request-site';
import * as members from './service';

/** Member search and profiles. */
export async function membersRoutes(app: FastifyInstance) {
  app.get('/api/members.php', async (request) => {
    const viewerId = await viewer(request);
    const query = parseInput(membersQuerySchema, request.query);
    return members.searchMembers(app.db, query, viewerId);
  });

  app.get('/api/member.php', async (request) => {
    const viewerId = await viewer(request);
    const { id } = parseInput(memberQuerySchema, request.query);
    return { profile: await members.memberProfile(app.db, id, viewerId) };
  });
}

/**
 * Members may browse; visitors only where the site allows logged-out search (spec §6).
 * Returns the viewer's id, or null for an allowed visitor.
 */
async function viewer(request: FastifyRequest): Promise<number | null> {
  const userId = await sessionUser(request);
  if (userId !== null) return userId;
  const settings = await settingsForRequest(request);
  if (settings.logged_out_search !== 'yes') throw authenticationRequired();
  return null;
}
