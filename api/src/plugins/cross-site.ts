import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { crossSiteRequest } from '../http/errors';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET (and HEAD) that changes something because the spec says GET (logout): checked as a
     * write, so another site cannot log a member out with a link or a redirect.
     */
    changesState?: boolean;
    /**
     * A write authorised by a signature in its URL, never by the session cookie (a mail's one-click
     * unsubscribe, RFC 8058): any site may send it, as a webmail does from its own page.
     */
    signedLink?: boolean;
  }
}

/**
 * Refuses writes that a browser sent on behalf of another site, on top of the SameSite=Lax
 * session cookie: Sec-Fetch-Site is authoritative where browsers send it, and the Origin check
 * covers older ones. Every write is checked, whatever its path looks like: the router decodes
 * `/%61pi/…` into an API route, so a check on the raw URL would be bypassed.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const write = writeMethods.has(request.method) || config?.changesState;
      if (write && !config?.signedLink && isCrossSite(request)) throw crossSiteRequest();
    });
  },
  { name: 'cross-site' },
);

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Scheme and host (with port): http://site is not https://site.
    return new URL(origin).origin !== `${request.protocol}://${request.host.toLowerCase()}`;
  } catch {
    // `Origin: null` (sandboxed frames, file://) and garbage are never our own pages.
    return true;
  }
}
