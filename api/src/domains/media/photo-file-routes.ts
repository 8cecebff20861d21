import { photoFileQuerySchema, photoFileSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { openPhotoLink } from './photo-links';

/** The file a signed photo link names (issue 29 §4, photo-links.ts). */
export async function photoFileRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  // No session needed: the link is the right (an <img> of another origin, a CDN in front).
  app.get(
    '/api/photo.php',
    {
      schema: { querystring: photoFileQuerySchema, response: { 200: photoFileSchema } },
      preHandler: app.readLimit('photos'),
    },
    async (request, reply) => {
      const opened = await openPhotoLink(app.db, request.query.t);
      const bytes = opened && (await app.photoStore.read(opened.file));
      if (!opened || !bytes) throw notFound('This photo is no longer available.');
      const seconds = Math.max(0, Math.floor((opened.expiresAt - Date.now()) / 1000));
      // Kept by this browser only, and no longer than the link lives.
      return reply
        .type('image/webp')
        .header('cache-control', `private, max-age=${seconds}`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes as unknown as string);
    },
  );
}
