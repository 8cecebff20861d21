import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './cache-control';
import { CHAT_PHOTO_PREFIX } from '../domains/media/chat-photos';
import { isPublicPhotoFile } from '../domains/media/photo-links';
import { FRAME_PREFIX } from '../domains/verification/verification';

/** A stored file's name: one path segment (the bucket would take `a/b` as its `b`). */
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Member photos under /uploads/, from this disk or, with S3 storage, from the bucket: the bucket
 * stays private and the site is the one door to its files, so the rules below hold there too
 * (ADR 0029); a CDN in front of the site caches what is public. Every upload gets a new random
 * name, so a file never changes and can be cached for a year. nosniff stops a browser from
 * running a disguised file.
 */
export async function uploadsStatic(
  app: FastifyInstance,
  { uploadsDir, fromStore }: { uploadsDir: string; fromStore: boolean },
) {
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
  if (fromStore) {
    app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const name = request.params['*'];
      if (!FILE_NAME.test(name)) return reply.code(404).send();
      // The demo's seed draws its members' photos on this disk, whatever the store.
      const bytes =
        (await app.photoStore.read(name)) ??
        (await fs.readFile(path.join(uploadsDir, name)).catch(() => null));
      if (!bytes) return reply.code(404).send();
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
    return;
  }
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
