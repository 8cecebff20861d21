import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';
import { secureCookie } from '../auth/session';
import type { StaffPermission } from './permissions';
import { STAFF_SESSION_MAX_MS, liveStaffSession, type StaffSession } from './service';
import type { StaffSessionStage } from './tables';

/**
 * The back office's own cookie (issue 26 §1): sent only to `/api/backoffice/`, never to the
 * member site's API, and never across sites (SameSite=Strict). A member's `auth.session` cookie
 * opens nothing here, and this one opens nothing of a member's.
 */
export const STAFF_COOKIE = 'bo.session';
export const BACKOFFICE_API = '/api/backoffice';

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who may call a back-office route, declared on it: a permission of the matrix (a full session
 * whose role has it), or a login stage (a half-session: the password was right and the second
 * factor is being given or set up).
 */
export type StaffAccess = StaffPermission | { stage: Exclude<StaffSessionStage, 'full'> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session, on a route declared `config: { staff }`; throws on any other. */
    readonly staff: StaffSession;
    staffSession: StaffSession | null;
  }
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
  interface FastifyInstance {
    /** Every back-office route and what it needs (the role × route test walks them). */
    staffRoutes: { method: string; url: string; access: StaffAccess }[];
  }
}

const staffForbidden = () =>
  new HttpError(403, 'forbidden', 'Your role does not allow this action.');

/**
 * Back-office routes declare their access (`config: { staff: 'photos.moderate' }`); this plugin
 * checks it before the request is validated (issue 46 §1), and refuses every route under
 * `/api/backoffice/` that forgot to declare one (a route is never open by omission).
 */
export const staffSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staffSession', null);
    app.decorateRequest('staff', {
      getter(this: FastifyRequest) {
        if (this.staffSession === null)
          throw new Error(
            `${this.routeOptions.url}: request.staff on a route without staff access`,
          );
        return this.staffSession;
      },
    });
    app.decorate('staffRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${BACKOFFICE_API}/`)) return;
      const access = route.config?.staff;
      if (access === undefined && !route.config?.staffPublic)
        throw new Error(`${route.url}: a back-office route declares its staff access`);
      if (access === undefined) return;
      for (const method of [route.method].flat())
        app.staffRoutes.push({ method, url: route.url, access });
      // Before validation: a visitor or a member gets 401, never the route's field names.
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [requireStaff(access), ...own];
    });
  },
  { name: 'staff-session', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route anyone may call (login, accepting an invitation). */
    staffPublic?: boolean;
  }
}

function requireStaff(access: StaffAccess) {
  return async (request: FastifyRequest) => {
    const token = staffToken(request);
    const session = token === null ? null : await liveStaffSession(request.server.db, token);
    if (session === null)
      throw new HttpError(401, 'staff_login_required', 'Log in to the back office.');
    if (typeof access === 'object') {
      if (session.stage !== access.stage)
        throw new HttpError(409, 'forbidden', 'This login step is done, or not yet due.');
    } else {
      if (session.stage !== 'full')
        throw new HttpError(401, 'second_factor_required', 'Give your second factor first.');
      if (!session.permissions.has(access)) throw staffForbidden();
    }
    request.staffSession = session;
  };
}

export function staffToken(request: FastifyRequest): string | null {
  const token = request.cookies[STAFF_COOKIE];
  return token !== undefined && tokenShape.test(token) ? token : null;
}

const cookieOptions = (reply: FastifyReply) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    path: BACKOFFICE_API,
    secure: secureCookie(reply),
  }) as const;

export function setStaffCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    ...cookieOptions(reply),
    maxAge: STAFF_SESSION_MAX_MS / 1000,
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(reply));
}
