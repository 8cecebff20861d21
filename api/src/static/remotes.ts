import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REGISTRY_FILE } from '@app/shared/platform/apps';
import { IMMUTABLE, NO_CACHE } from './cache-control';

const emptyRegistry = JSON.stringify({ remotes: {} });

/**
 * The Module Federation remotes. /remotes.json is the registry (which version of each remote
 * is live) and is read from disk on every request, so `pnpm remote:deploy` and rollback take
 * effect at once on every node without a restart. Builds live in /remotes/<name>/<version>/…
 * and never change once published.
 */
export async function remotesStatic(app: FastifyInstance, { remotesDir }: { remotesDir: string }) {
  app.get(`/${REGISTRY_FILE}`, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
    try {
      return await fs.readFile(path.join(remotesDir, REGISTRY_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return emptyRegistry;
    }
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      // The manifest names the chunk files; the shell must always see the current one.
      reply.header(
        'cache-control',
        path.basename(filePath) === 'mf-manifest.json' ? NO_CACHE : IMMUTABLE,
      );
    },
  });
}
