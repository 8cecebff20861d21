import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { registryForRequest } from '../platform/remotes/routes';
import { settingsForRequest } from '../domains/site/request-site';
import { IMMUTABLE, NO_CACHE } from './cache-control';
import { backofficePolicy } from './content-security-policy';

const hashedName = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const fileLike = /\.(m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?)$/i;

/** Where the back-office host is served (issue 26 §1). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * The back-office host: its build under /backoffice/, and its page for every other path there
 * (client-side routes). Its own Content-Security-Policy (the registry's remote origins, the
 * photos' CDN), never cached, never indexed, never framed. Its page inlines nothing: who is
 * logged in is asked of `/api/backoffice/me`, on the staff cookie that only that API receives.
 */
export async function backofficeStatic(
  app: FastifyInstance,
  { backofficeDist }: { backofficeDist: string },
) {
  // Only for reply.sendFile (ranges, ETags, content types); routing is done below.
  // preCompressed: the build's brotli and gzip copies of its scripts and styles.
  await app.register(fastifyStatic, {
    root: backofficeDist,
    serve: false,
    suppressWarning: true,
    preCompressed: true,
  });
  const indexFile = path.join(backofficeDist, 'index.html');

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const registry = await registryForRequest(request, reply);
    const settings = await settingsForRequest(request);
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', backofficePolicy(registry, settings.cdn_prefix))
      .type('text/html; charset=utf-8');
    const html = await fs.readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return reply.code(503).send('The back office is not built (pnpm build).');
    return html;
  };

  app.get(BACKOFFICE_PREFIX, async (_request, reply) =>
    reply.redirect(`${BACKOFFICE_PREFIX}/`, 301),
  );
  app.get(`${BACKOFFICE_PREFIX}/*`, async (request, reply) => {
    const relative = safeRelative(request.url.split('?')[0]!.slice(BACKOFFICE_PREFIX.length));
    if (relative !== null && relative !== '' && relative !== 'index.html') {
      const file = path.resolve(backofficeDist, relative);
      if (file.startsWith(backofficeDist + path.sep) && (await isFile(file))) {
        reply.header('cache-control', hashedName.test(relative) ? IMMUTABLE : NO_CACHE);
        return reply.sendFile(relative, backofficeDist, { cacheControl: false });
      }
      if (fileLike.test(relative)) throw notFound(`No file ${relative}.`);
    }
    return page(request, reply);
  });
}

/** The path inside the build, or null when it is malformed or leaves it. */
function safeRelative(pathname: string): string | null {
  try {
    const relative = path.posix.normalize(decodeURIComponent(pathname)).replace(/^\/+/, '');
    if (relative.split('/').some((segment) => segment.startsWith('.'))) return null;
    return relative;
  } catch {
    return null;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
