import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-language';
import { findAccount } from '../../domains/auth/accounts';
import { sessionUser } from '../../domains/auth/session';
import { settingsForRequest } from '../../domains/site/request-site';
import type { Audience } from './rollout';

/** A browser's lasting random id, so a visitor keeps the versions they were assigned. */
export const VISITOR_COOKIE = 'visitor_id';
const VISITOR_TTL_S = 365 * 24 * 60 * 60;
const visitorShape = /^[A-Za-z0-9_-]{22}$/;

/**
 * Who this browser is for a rollout: the member once logged in, else its visitor id (made and
 * set on the answer when it has none), with the country, site niche, premium and language the
 * candidates' rules look at.
 */
/** The visitor ids made for requests that came without one (their cookie is on the answer). */
const madeVisitors = new WeakMap<FastifyRequest, string>();

/** The browser's visitor id: its cookie's, or the one made for it on this request. */
export function visitorIdOf(request: FastifyRequest): string | undefined {
  const given = request.cookies[VISITOR_COOKIE];
  return given && visitorShape.test(given) ? given : madeVisitors.get(request);
}

export async function audienceOf(request: FastifyRequest, reply: FastifyReply): Promise<Audience> {
  let visitor = request.cookies[VISITOR_COOKIE];
  if (!visitor || !visitorShape.test(visitor)) {
    visitor = randomBytes(16).toString('base64url');
    madeVisitors.set(request, visitor);
    reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      maxAge: VISITOR_TTL_S,
      sameSite: 'lax',
      httpOnly: true,
    });
  }
  const userId = await sessionUser(request);
  const account = userId === null ? undefined : await findAccount(request.server.db, userId);
  const settings = await settingsForRequest(request);
  return {
    subject: userId === null ? `visitor:${visitor}` : `member:${userId}`,
    visitor,
    country: settings.geoip_country,
    niche: settings.niche,
    premium: account?.paid_user === 1,
    language: requestLanguage(request, settings, account?.language),
  };
}
