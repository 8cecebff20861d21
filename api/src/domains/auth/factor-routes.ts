import {
  accountSecuritySchema,
  memberPasskeyLoginSchema,
  memberPasskeyRegistrationSchema,
  memberTotpEnrolmentSchema,
  noBodySchema,
  okResponseSchema,
  passkeyOptionsRequestSchema,
  passkeyQuerySchema,
  recoveryCodesRenewSchema,
  secondFactorSchema,
  totpConfirmedSchema,
  totpTurnOffSchema,
  totpTurnOnSchema,
  userResponseSchema,
  webauthnOptionsSchema,
} from '@app/shared/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationRequired } from '../../http/errors';
import { typed } from '../../http/zod';
import type { RelyingParty } from '../../platform/webauthn';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import * as factors from './factors';
import { SECOND_FACTOR_COOKIE, admitMember, clearSecondFactorCookie } from './login';
import { endMemberSessions } from './service';
import { sessionUser } from './session';

/**
 * Members' passkeys and TOTP (issue 29 §4). A change of factor ends the member's other sessions
 * (and their event streams): whoever was logged in elsewhere proves themselves again.
 */
export async function factorRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const relyingParty = async (request: FastifyRequest): Promise<RelyingParty> => ({
    id: request.hostname,
    name: (await settingsForRequest(request)).name,
    origin: `${request.protocol}://${request.host}`,
  });
  const endOthers = async (request: FastifyRequest) => {
    if ((await endMemberSessions(app.db, request.member, 'others')) > 0)
      app.sessionsEnded(request.member.userId);
  };
  const ok = { ok: true as const };

  app.get(
    '/api/account-security.php',
    { schema: { response: { 200: accountSecuritySchema } }, config: { access: 'member' } },
    async (request) => factors.accountSecurity(app.db, request.member.userId),
  );

  app.post(
    '/api/two-factor.php',
    {
      schema: { body: noBodySchema, response: { 200: memberTotpEnrolmentSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      const issuer = (await settingsForRequest(request)).name;
      return factors.startTotp(app.db, request.member.userId, issuer);
    },
  );

  app.put(
    '/api/two-factor.php',
    {
      schema: { body: totpTurnOnSchema, response: { 200: totpConfirmedSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      const recovery_codes = await factors.confirmTotp(app.db, request.member.userId, request.body);
      await endOthers(request);
      return { recovery_codes };
    },
  );

  app.delete(
    '/api/two-factor.php',
    {
      schema: { body: totpTurnOffSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      await factors.turnOffTotp(app.db, request.member.userId, request.body.password);
      await endOthers(request);
      return ok;
    },
  );

  app.post(
    '/api/recovery-codes.php',
    {
      schema: { body: recoveryCodesRenewSchema, response: { 200: totpConfirmedSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      const recovery_codes = await factors.renewRecoveryCodes(
        app.db,
        request.member.userId,
        request.body.password,
      );
      // Whoever saw the old codes may have used one: they prove themselves again.
      await endOthers(request);
      return { recovery_codes };
    },
  );

  // A login's second step: the cookie names the waiting login, the code proves the member.
  app.post(
    '/api/second-factor.php',
    {
      schema: { body: secondFactorSchema, response: { 200: userResponseSchema } },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const token = request.cookies[SECOND_FACTOR_COOKIE] ?? null;
      const userId = await factors.giveSecondFactor(app.db, token, request.body.code);
      clearSecondFactorCookie(reply);
      return { user: await admitMember(request, reply, userId) };
    },
  );

  app.post(
    '/api/passkey-options.php',
    {
      schema: { body: passkeyOptionsRequestSchema, response: { 200: webauthnOptionsSchema } },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request) => {
      const rp = await relyingParty(request);
      if (request.body.purpose === 'login')
        return { ...(await factors.passkeyLoginOptions(app.db, rp)) };
      // Adding one needs a member; logging in with one needs none.
      const userId = await sessionUser(request);
      if (userId === null) throw authenticationRequired();
      return { ...(await factors.passkeyRegistrationOptions(app.db, userId, rp)) };
    },
  );

  app.post(
    '/api/passkeys.php',
    {
      schema: { body: memberPasskeyRegistrationSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      await factors.addPasskey(app.db, request.member.userId, await relyingParty(request), {
        ...request.body,
        response: request.body.response as unknown as RegistrationResponseJSON,
      });
      await endOthers(request);
      return ok;
    },
  );

  app.delete(
    '/api/passkeys.php',
    {
      schema: { querystring: passkeyQuerySchema, response: { 200: okResponseSchema } },
      config: { access: 'member' },
    },
    async (request) => {
      await factors.removePasskey(app.db, request.member.userId, request.query.id);
      await endOthers(request);
      return ok;
    },
  );

  app.post(
    '/api/passkey-login.php',
    {
      schema: { body: memberPasskeyLoginSchema, response: { 200: userResponseSchema } },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const userId = await factors.loginWithPasskey(
        app.db,
        await relyingParty(request),
        request.body.response as unknown as AuthenticationResponseJSON,
      );
      return { user: await admitMember(request, reply, userId) };
    },
  );
}
