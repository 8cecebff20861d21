import path from 'node:path';
import { BUILD_INFO_FILE } from '@app/shared/platform/apps';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, type RemoteStore } from '../platform/remotes/store';
import { notFound } from '../http/errors';
import { IMMUTABLE, NO_CACHE } from './cache-control';

/**
 * The remotes' published builds, /remotes/<name>/<version>/…: immutable once published, so
 * cached for a year (the manifest too: a version's manifest never changes either; which version
 * is live is /remotes.json's answer, per browser). From disk, or from the bucket they were
 * published to.
 */
export async function remotesStatic(app: FastifyInstance, { store }: { store: RemoteStore }) {
  if (store.root) {
    await app.register(fastifyStatic, {
      root: store.root,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // A local build's note on where it was built is the registry's, not a file of the build.
      allowedPath: (pathName) => path.posix.basename(pathName) !== BUILD_INFO_FILE,
      setHeaders(reply, filePath) {
        // A local build's registry file is the server's, not a build's.
        reply.header(
          'cache-control',
          path.basename(filePath).startsWith('remotes.json') ? NO_CACHE : IMMUTABLE,
        );
      },
    });
    return;
  }
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    async (request, reply) => {
      const { remote, version } = request.params;
      const data = await store.read(remote, version, request.params['*']);
      if (!data) throw notFound('No such file.');
      return reply
        .header('cache-control', IMMUTABLE)
        .type(contentTypeOf(request.params['*']))
        .send(data);
    },
  );
}
