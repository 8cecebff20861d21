import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { crossSiteRequest } from '../http/errors';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses API writes that a browser sent on behalf of another site, on top of the SameSite=Lax
 * session cookie: Sec-Fetch-Site is authoritative where browsers send it, and the Origin check
 * covers older ones.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!writeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
      if (isCrossSite(request)) throw crossSiteRequest();
    });
  },
  { name: 'cross-site' },
);

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = request.headers.host?.toLowerCase();
  try {
    return new URL(origin).host.toLowerCase() !== host;
  } catch {
    // `Origin: null` (sandboxed frames, file://) and garbage are never our own pages.
    return true;
  }
}
