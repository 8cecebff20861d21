import {
  idParamsSchema,
  noBodySchema,
  okResponseSchema,
  passkeyListSchema,
  passkeyLoginSchema,
  passkeyRegistrationSchema,
  webauthnOptionsSchema,
} from '@app/shared/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import {
  addPasskey,
  loginWithPasskey,
  passkeyList,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  removePasskey,
} from './passkeys';
import type { RelyingParty } from '../../platform/webauthn';
import { BACKOFFICE_API } from './session';

/**
 * Passkeys of staff (issue 26 §2): added and removed from a full session, used as the second
 * factor after the password. The relying party is the host the back office is served on.
 */
export async function passkeyRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const api = BACKOFFICE_API;
  const relyingParty = async (request: FastifyRequest): Promise<RelyingParty> => ({
    id: request.hostname,
    name: `${(await settingsForRequest(request)).name} back office`,
    origin: `${request.protocol}://${request.host}`,
  });

  app.get(
    `${api}/passkeys`,
    { schema: { response: { 200: passkeyListSchema } }, config: { staff: 'self' } },
    async (request) => ({ passkeys: await passkeyList(app.db, request.staff) }),
  );

  app.post(
    `${api}/passkeys/options`,
    {
      schema: { body: noBodySchema, response: { 200: webauthnOptionsSchema } },
      config: { staff: 'self' },
    },
    // Spread: the options as a plain object, as the contract describes them.
    async (request) => ({
      ...(await passkeyRegistrationOptions(app.db, request.staff, await relyingParty(request))),
    }),
  );

  app.post(
    `${api}/passkeys`,
    {
      schema: { body: passkeyRegistrationSchema, response: { 200: okResponseSchema } },
      config: { staff: 'self' },
    },
    async (request) => {
      await addPasskey(app.db, request.staff, await relyingParty(request), {
        name: request.body.name,
        response: request.body.response as unknown as RegistrationResponseJSON,
      });
      return { ok: true as const };
    },
  );

  app.delete(
    `${api}/passkeys/:id`,
    {
      schema: { params: idParamsSchema, response: { 200: okResponseSchema } },
      config: { staff: 'self' },
    },
    async (request) => {
      await removePasskey(app.db, request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    `${api}/second-factor/passkey/options`,
    {
      schema: { body: noBodySchema, response: { 200: webauthnOptionsSchema } },
      config: { staff: { stage: 'second_factor' } },
    },
    async (request) => ({
      ...(await passkeyLoginOptions(app.db, request.staff, await relyingParty(request))),
    }),
  );

  app.post(
    `${api}/second-factor/passkey`,
    {
      schema: { body: passkeyLoginSchema, response: { 200: okResponseSchema } },
      config: { staff: { stage: 'second_factor' }, rateLimit: RATE_LIMITS.staffLogin },
    },
    async (request) => {
      await loginWithPasskey(
        app.db,
        request.staff,
        await relyingParty(request),
        request.body.response as unknown as AuthenticationResponseJSON,
      );
      return { ok: true as const };
    },
  );
}
