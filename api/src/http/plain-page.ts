import type { FastifyReply } from 'fastify';

/**
 * The headers of a page the server writes itself, outside the app (the sandbox PSP's checkout, a
 * mail's unsubscribe page): no script at all, its own inline style, forms only to this site, never
 * kept by a cache nor framed by another site.
 */
export function asPlainPage(reply: FastifyReply): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
}
