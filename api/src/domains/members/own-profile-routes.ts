import { ownProfileResponseSchema, profileUpdateSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { requireUser } from '../auth/session';
import { settingsForRequest } from '../site/request-site';
import { ownProfile, updateOwnProfile } from './own-profile';

/** The member's own profile: read it to edit, change some fields (sign-up steps 2 to 4). */
export async function ownProfileRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/profile.php',
    { schema: { response: { 200: ownProfileResponseSchema } } },
    async (request) => ({ profile: await ownProfile(app.db, await requireUser(request)) }),
  );

  app.put(
    '/api/profile.php',
    { schema: { body: profileUpdateSchema, response: { 200: ownProfileResponseSchema } } },
    async (request) => {
      const userId = await requireUser(request);
      const settings = await settingsForRequest(request);
      return { profile: await updateOwnProfile(app.db, userId, request.body, settings) };
    },
  );
}
