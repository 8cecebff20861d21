import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './cache-control';

/**
 * Member photos under /uploads/. Every upload gets a new random name, so a file never changes
 * and can be cached for a year. nosniff stops a browser from running a disguised file.
 */
export async function uploadsStatic(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  // Photos are what a scraper is after: limited per address like search and profiles.
  app.addHook('preHandler', app.readLimit('photos'));
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
