import {
  signupCheckResponseSchema,
  signupCheckSchema,
  signupMatchesResponseSchema,
  inviteResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  signupSuggestionQuerySchema,
  signupSuggestionResponseSchema,
} from '@app/shared/contracts';
import { LOCALE_COOKIE_NAME, acceptedLanguages } from '@app/shared/language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { noteMemberTraces } from '../safety/linked-accounts';
import { endRequestSession, sessionUser, setSessionCookie } from '../auth/session';
import { isNewLoginDevice } from '../auth/service';
import { describeNewSession, sessionClient } from '../auth/session-client';
import { visitorMayBrowse } from '../members/visitor-access';
import { settingsForRequest } from '../site/request-site';
import { checkSignup, signup } from './signup';
import { signupMatches } from './signup-matches';
import { signupSuggestion } from './signup-suggestion';
import { createInvite } from './invites';

/** Joining (spec §1, §2 sign-up modal): check the account step, sign up, someone to write to. */
export async function signupRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/signup-check.php',
    {
      schema: { body: signupCheckSchema, response: { 200: signupCheckResponseSchema } },
      config: { rateLimit: RATE_LIMITS.signupCheck },
    },
    async (request) => {
      await checkSignup(app.db, await settingsForRequest(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/signup.php',
    {
      schema: { body: signupRequestSchema, response: { 200: signupResponseSchema } },
      config: { rateLimit: RATE_LIMITS.signup },
    },
    async (request, reply) => {
      const settings = await settingsForRequest(request);
      const { user, token } = await signup(app.db, app.mailer, request.body, {
        settings,
        origin: linkOrigin(app.config, settings),
        localeCookie: request.cookies[LOCALE_COOKIE_NAME] ?? null,
        browserLanguages: acceptedLanguages(request.headers['accept-language']),
      });
      // Like a login: the new member's session replaces whatever the browser had.
      await endRequestSession(request);
      setSessionCookie(reply, token);
      await describeNewSession(request, token);
      // The device it began on is known: logging in there again is no news (issue 29 §4).
      await isNewLoginDevice(app.db, user.id, sessionClient(request));
      await noteMemberTraces(request, reply, user.id, { signup: true });
      return { user };
    },
  );

  // Step 0's recipient: the featured profile, or someone who fits what the visitor seeks.
  app.get(
    '/api/signup-suggestion.php',
    {
      schema: {
        querystring: signupSuggestionQuerySchema,
        response: { 200: signupSuggestionResponseSchema },
      },
      preHandler: app.readLimit('profile'),
    },
    async (request) => ({
      profile: await signupSuggestion(app.db, request.query, {
        settings: await settingsForRequest(request),
        mayBrowse: (await sessionUser(request)) !== null || (await visitorMayBrowse(request)),
      }),
    }),
  );

  app.get(
    '/api/signup-matches.php',
    { config: { access: 'member' }, schema: { response: { 200: signupMatchesResponseSchema } } },
    async (request) => ({ results: await signupMatches(app.db, request.member.userId) }),
  );

  app.post(
    '/api/invite.php',
    {
      schema: { body: z.object({}).strict().optional(), response: { 200: inviteResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.invite },
    },
    async (request) => {
      const userId = request.member.userId;
      const settings = await settingsForRequest(request);
      return createInvite(app.db, { userId, settings, origin: linkOrigin(app.config, settings) });
    },
  );
}
