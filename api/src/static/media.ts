import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../config';

/** The product's own images (gift pictures, the bundled GIFs), shipped in api/assets. */
export const MEDIA_DIR = path.join(repoRoot, 'api/assets');
/** A day: the names stay when a release redraws a picture, so they are not immutable. */
const MEDIA_CACHE = 'public, max-age=86400';

export async function mediaStatic(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', MEDIA_CACHE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
