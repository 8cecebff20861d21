import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticationRequired } from '../../http/errors';
import { SESSION_TTL_MS, endSession, liveSession, type LiveSession } from './service';

/** Spec §9: the auth cookie has the prefix `auth.`. */
export const SESSION_COOKIE = 'auth.session';

/** A token as startSession makes them: 32 random bytes, base64url. Anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Who may call a route: declared on the route (`config: { access: 'member' }`). */
export type RouteAccess = 'member';

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised session lookup; use `sessionUser()` or `requireSession()`. */
    sessionLookup: Promise<LiveSession | null> | null;
    /**
     * The logged-in member's session, on a route declared `access: 'member'` (visitors got 403
     * `authentication_required` before the handler ran). Read on any other route, it throws.
     */
    readonly member: LiveSession;
    memberSession: LiveSession | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route declared `access: 'member'`, as `METHOD url` (for tests and docs). */
    memberRoutes: string[];
  }
}

/**
 * Makes the session available to every domain. The lookup is lazy (static files never touch
 * the database) and happens at most once per request. A route declares who may call it
 * (`config: { access: 'member' }`, ADR 0003): the session is then required before its handler,
 * after its input was validated, so a visitor's bad request is still a 400 and a visitor's good
 * one a 403, and the handler reads `request.member`.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('memberSession', null);
    app.decorateRequest('member', {
      getter(this: FastifyRequest) {
        if (this.memberSession === null)
          throw new Error(
            `${this.routeOptions.url}: request.member on a route not declared access: 'member'`,
          );
        return this.memberSession;
      },
    });
    app.decorate('memberRoutes', []);
    app.addHook('onRoute', (route) => {
      if (route.config?.access !== 'member') return;
      for (const method of [route.method].flat()) app.memberRoutes.push(`${method} ${route.url}`);
      // Before validation: a visitor is told to log in, not what the route's fields are.
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [requireMember, ...own];
    });
  },
  { name: 'session', dependencies: ['db'] },
);

async function requireMember(request: FastifyRequest): Promise<void> {
  request.memberSession = await requireSession(request);
}

function currentSession(request: FastifyRequest): Promise<LiveSession | null> {
  request.sessionLookup ??= lookup(request);
  return request.sessionLookup;
}

/** The id of the logged-in member, or null for a visitor. */
export async function sessionUser(request: FastifyRequest): Promise<number | null> {
  return (await currentSession(request))?.userId ?? null;
}

/** The logged-in member's session; a visitor gets 403 `authentication_required` (spec §4). */
async function requireSession(request: FastifyRequest): Promise<LiveSession> {
  const session = await currentSession(request);
  if (session === null) throw authenticationRequired();
  return session;
}

export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token !== undefined && tokenShape.test(token) ? token : null;
}

/**
 * Ends the session this browser had (logging out, or a login or sign-up replacing it), and
 * with it the event streams it opened, on every node.
 */
export async function endRequestSession(request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  if (token === null) return;
  const userId = await sessionUser(request);
  await endSession(request.server.db, token);
  request.server.sessionsEnded(userId);
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secure: secureCookie(reply),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookie(reply),
  });
}

/** Secure over https, including https that a trusted proxy terminated (RELIABILITY 22). */
export function secureCookie(reply: FastifyReply): boolean {
  const configured = reply.server.config.cookieSecure;
  return configured === 'auto' ? reply.request.protocol === 'https' : configured;
}

async function lookup(request: FastifyRequest): Promise<LiveSession | null> {
  const token = sessionToken(request);
  return token === null ? null : liveSession(request.server.db, token);
}
