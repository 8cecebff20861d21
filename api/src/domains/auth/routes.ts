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
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { daysLeft, sendReactivationMail } from '../account/deletion';
import { notifyNewLogin } from '../account/notices';
import { settingsForRequest } from '../site/request-site';
import * as auth from './service';
import {
  clearSessionCookie,
  endRequestSession,
  sessionToken,
  sessionUser,
  setSessionCookie,
} from './session';
import { describeNewSession, sessionClient } from './session-client';

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
          if (!(error instanceof auth.PendingDeletion)) throw error;
          // The right password for an account waiting to be erased: the way back by mail.
          const settings = await settingsForRequest(request);
          await sendReactivationMail(app.db, app.mailer, {
            userId: error.userId,
            settings,
            origin: linkOrigin(app.config, settings),
          }).catch((mailError: unknown) => request.log.error(mailError));
          throw new HttpError(403, 'account_pending_deletion', 'Account pending deletion.', {
            days: await daysLeft(app.db, error.userId),
          });
        });
      // A login always gets a new session; the one the browser had (if any) ends.
      await endRequestSession(request);
      setSessionCookie(reply, token);
      await describeNewSession(request, token);
      // A device or country new to this account: the member hears of it (issue 29 §4).
      const client = sessionClient(request);
      if (await auth.isNewLoginDevice(app.db, user.id, client)) {
        const settings = await settingsForRequest(request);
        // After the answer: the login never waits for the mail.
        app.inBackground(
          'new-login mail',
          notifyNewLogin(
            {
              db: app.db,
              mailer: app.mailer,
              settings,
              origin: linkOrigin(app.config, settings),
            },
            user.id,
            client,
          ),
        );
      }
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
