import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TRAFFIC_SOURCE_COOKIE, type Tracking } from '@app/shared/contracts';
import { hasTracking, trackingFromQuery } from '@app/shared/tracking-query';
import { secureCookie } from '../auth/session';
import { sharedSecret } from '../../platform/remotes/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key traffic-source cookies are signed with (the same on every node). */
    trafficSourceKey: string;
  }
}

/**
 * A visitor's traffic source (spec §3, §6): the tracking data of the link they landed with, as
 * the server saw it on that page request, signed. It unlocks visitor search where the site
 * allows it to visitors with a source; before, a cookie any browser could set itself did.
 */
export const trafficSourcePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('trafficSourceKey', await sharedSecret(app.db, 'traffic_source_key'));
  },
  { name: 'traffic-source', dependencies: ['db'] },
);

const sign = (key: string, body: string) =>
  createHmac('sha256', key).update(`traffic-source:${body}`).digest('base64url');

/**
 * On a page request whose query carries tracking data (network, ref, sub1–sub3 and their
 * aliases), remembers it for the visit in a signed, HttpOnly cookie. A later source replaces it.
 */
export function rememberTrafficSource(request: FastifyRequest, reply: FastifyReply): void {
  const query = request.url.indexOf('?');
  if (query === -1) return;
  const tracking = trackingFromQuery(request.url.slice(query + 1));
  if (!hasTracking(tracking)) return;
  const body = Buffer.from(JSON.stringify(tracking)).toString('base64url');
  reply.setCookie(TRAFFIC_SOURCE_COOKIE, `${body}.${sign(request.server.trafficSourceKey, body)}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookie(reply),
  });
}

/** The visit's traffic source when its cookie is one this server signed, else null. */
export function trafficSource(request: FastifyRequest): Tracking | null {
  const value = request.cookies[TRAFFIC_SOURCE_COOKIE];
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0) return null;
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(request.server.trafficSourceKey, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Tracking;
  } catch {
    return null;
  }
}
