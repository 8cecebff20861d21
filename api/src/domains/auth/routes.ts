import {
  languageRequestSchema,
  loginRequestSchema,
  logoutResponseSchema,
  okResponseSchema,
  pageHiddenSchema,
  userResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { awaitSecondFactor } from './factors';
import { openMemberSession, refuseLogin, setSecondFactorCookie } from './login';
import * as auth from './service';
import { clearSessionCookie, endRequestSession, sessionToken, sessionUser } from './session';

/** Spec §7: login, current user, language, logout, the page-hidden beacon. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/user.php',
    {
      schema: { body: loginRequestSchema, response: { 200: userResponseSchema } },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const { user, token } = await auth
        .login(app.db, request.body, request.ip)
        .catch(async (error: unknown) => {
          if (!(error instanceof auth.SecondFactorRequired)) return refuseLogin(request, error);
          // The password was right; the code comes next, within SECOND_FACTOR_WAIT_MS.
          await endRequestSession(request);
          setSecondFactorCookie(reply, await awaitSecondFactor(app.db, error.userId));
          throw new HttpError(401, 'second_factor_required', 'Enter the code from your app.');
        });
      await openMemberSession(request, reply, { userId: user.id, token });
      return { user };
    },
  );

  // The client polls this to learn whether it is logged in, so a visitor gets 200 with null.
  app.get(
    '/api/user.php',
    { schema: { response: { 200: userResponseSchema } } },
    async (request) => {
      const userId = await sessionUser(request);
      return { user: userId === null ? null : await auth.currentUser(app.db, userId) };
    },
  );

  app.put(
    '/api/user.php',
    {
      config: { access: 'member' },
      schema: { body: languageRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      return { user: await auth.setLanguage(app.db, userId, request.body.language) };
    },
  );

  // GET because the spec says so; checked as a write, so a link or redirect from another site
  // cannot log the member out (the app's own call is same-origin).
  app.get(
    '/api/logout.php',
    { schema: { response: { 200: logoutResponseSchema } }, config: { changesState: true } },
    async (request, reply) => {
      await endRequestSession(request);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  // Spec §7: a beacon when the page becomes hidden. The member shows offline at once instead
  // of after ONLINE_WINDOW_MS; their next request brings them back online.
  app.post(
    '/api/page-hidden.php',
    {
      schema: { body: pageHiddenSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.pageHidden },
    },
    async (request) => {
      const userId = request.member.userId;
      await auth.markAway(app.db, sessionToken(request)!, userId);
      return { ok: true as const };
    },
  );
}
