import { ownProfileResponseSchema, profileUpdateSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import { ownProfile, updateOwnProfile } from './own-profile';

/** The member's own profile: read it to edit, change some fields (sign-up steps 2 to 4). */
export async function ownProfileRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/profile.php',
    { config: { access: 'member' }, schema: { response: { 200: ownProfileResponseSchema } } },
    async (request) => ({ profile: await ownProfile(app.db, request.member.userId) }),
  );

  app.put(
    '/api/profile.php',
    {
      config: { access: 'member' },
      schema: { body: profileUpdateSchema, response: { 200: ownProfileResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      const settings = await settingsForRequest(request);
      return { profile: await updateOwnProfile(app.db, userId, request.body, settings) };
    },
  );
}
