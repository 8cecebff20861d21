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
import { LOCALE_COOKIE_NAME } from '@app/shared/language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { endRequestSession, sessionUser, setSessionCookie } from '../auth/session';
import { landing } from '../landers/service';
import { memberProfile, searchMembers } from '../members/service';
import { visitorMayBrowse } from '../members/visitor-access';
import { settingsForRequest } from '../site/request-site';
import { isListedMember } from './repository';
import { checkSignup, signup } from './signup';
import { signupMatches } from './signup-matches';
import { createInvite } from './invites';

/** How many recent members the suggestion is picked from. */
const SUGGESTION_POOL = 12;

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
      });
      // Like a login: the new member's session replaces whatever the browser had.
      await endRequestSession(request);
      setSessionCookie(reply, token);
      return { user };
    },
  );

  // Step 0 writes to the featured profile; without one, to a recent member with a photo. A
  // visitor who may not browse members (the site's visitor rules) is only ever shown profiles
  // the site operates, as the landers feature: real members are not listed to them by id.
  app.get(
    '/api/signup-suggestion.php',
    {
      schema: {
        querystring: signupSuggestionQuerySchema,
        response: { 200: signupSuggestionResponseSchema },
      },
      preHandler: app.readLimit('profile'),
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      const mayBrowse = (await sessionUser(request)) !== null || (await visitorMayBrowse(request));
      const featured = request.query.profile;
      if (featured !== undefined && (await isListedMember(app.db, featured))) {
        const profile = await memberProfile(app.db, featured, null);
        if (mayBrowse || profile.fictional) return { profile };
      }
      if (!mayBrowse) {
        const { featured: operated } = await landing(app.db, { count: SUGGESTION_POOL }, settings);
        return { profile: operated[Math.floor(Math.random() * operated.length)] ?? null };
      }
      const country = settings.geoip_selected_country ?? undefined;
      const { results } = await searchMembers(app.db, { limit: SUGGESTION_POOL, country }, null);
      const withPhoto = results.filter((member) => member.main_image?.status === 'active');
      const pool = withPhoto.length > 0 ? withPhoto : results;
      return { profile: pool[Math.floor(Math.random() * pool.length)] ?? null };
    },
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
