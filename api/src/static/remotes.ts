import path from 'node:path';
import { BUILD_INFO_FILE } from '@app/shared/platform/apps';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentTypeOf, type RemoteStore } from '../platform/remotes/store';
import { notFound } from '../http/errors';
import { IMMUTABLE, NO_CACHE } from './cache-control';

const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof ENCODED_SUFFIX;

/** The precompressed encodings a request accepts, the smaller first. */
const acceptedEncodings = (header: string | undefined): Encoding[] =>
  header
    ? (['br', 'gzip'] as const).filter((encoding) => negotiate(header, [encoding]) !== null)
    : [];

/** The version's compressed copy the browser takes (written when it was published), else the file. */
async function readAccepted(
  store: RemoteStore,
  remote: string,
  version: string,
  file: string,
  request: FastifyRequest,
): Promise<{ encoding?: Encoding; data: Buffer | null }> {
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const data = await store.read(remote, version, `${file}${ENCODED_SUFFIX[encoding]}`);
    if (data) return { encoding, data };
  }
  return { data: await store.read(remote, version, file) };
}

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
      // The compressed copies written with the version (its build, or the deploy: store.ts).
      preCompressed: true,
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
      const { remote, version, '*': file } = request.params;
      const { encoding, data } = await readAccepted(store, remote, version, file, request);
      if (!data) throw notFound('No such file.');
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept-encoding')
        .type(contentTypeOf(file))
        .send(data);
    },
  );
}
