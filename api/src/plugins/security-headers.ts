import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_NO_STORE } from '../static/cache-control';

/** Spec-independent browser hardening; one year is what HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, including errors and static files (@fastify/helmet).
 * The Content-Security-Policy is the page's own (static/shell.ts builds it from the registry),
 * and HSTS is sent only over https — as seen through a trusted proxy too — since on plain http
 * it would be ignored at best and, for a misconfigured local origin, harmful.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      hsts: false,
      frameguard: { action: 'deny' },
      // Headers for browsers and plugins long gone (IE's download dialog and XSS auditor, Flash
      // policies) or that only slow pages down (DNS prefetch off): every byte is sent on every
      // API answer.
      xDownloadOptions: false,
      xXssProtection: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
      originAgentCluster: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The shell loads remotes and photos from CDN origins named in the registry.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // API answers carry member data (or say who is logged in): never stored by any cache.
      if (request.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', PRIVATE_NO_STORE);
    });
  },
  { name: 'security-headers' },
);
