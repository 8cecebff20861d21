import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './cache-control';
import { CHAT_PHOTO_PREFIX } from '../domains/media/chat-photos';
import { isPublicPhotoFile } from '../domains/media/photo-links';
import { FRAME_PREFIX } from '../domains/verification/verification';

/**
 * Member photos under /uploads/. Every upload gets a new random name, so a file never changes
 * and can be cached for a year. nosniff stops a browser from running a disguised file.
 */
export async function uploadsStatic(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  // Photos are what a scraper is after: limited per address like search and profiles.
  app.addHook('preHandler', app.readLimit('photos'));
  // Verification selfies (issue 29 §3) and chat photos (§4) live beside the photos but are never
  // served here: the moderators deciding see the selfies through the back office, and chat
  // photos go out through short-lived signed links only (media/photo-links.ts). Nor are a
  // profile's photos after its main one (premium members see them, through signed links too) or
  // photos not approved (their owner and staff see them so).
  const isPrivate = (name: string) =>
    name.startsWith(FRAME_PREFIX) || name.startsWith(CHAT_PHOTO_PREFIX);
  app.addHook('onRequest', async (request, reply) => {
    let name = request.url.split('?')[0]!.slice('/uploads/'.length);
    // Also spelled with escapes: "%76erify-…" names the same file.
    try {
      name = decodeURIComponent(name);
    } catch {
      return reply.code(404).send();
    }
    if (isPrivate(name.toLowerCase()) || !(await isPublicPhotoFile(app.db, name.toLowerCase())))
      return reply.code(404).send();
  });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
