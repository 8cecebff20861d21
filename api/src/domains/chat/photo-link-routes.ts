import { photoLinksQuerySchema, photoLinksSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { messagePhotoLinks, ownPhotoLinks } from './photo-links';

/** Links to chat photos for the members of the conversation (issue 29 §4, photo-links.ts). */
export async function photoLinkRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/photo-links.php',
    {
      schema: { querystring: photoLinksQuerySchema, response: { 200: photoLinksSchema } },
      config: { access: 'member' },
      preHandler: app.readLimit('photos'),
    },
    async (request) => {
      const { message, photo } = request.query;
      const viewer = request.member.userId;
      return message !== undefined
        ? messagePhotoLinks(app.db, viewer, message)
        : ownPhotoLinks(app.db, viewer, photo!);
    },
  );
}
