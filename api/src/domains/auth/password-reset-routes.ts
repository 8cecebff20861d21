import {
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import { requestPasswordReset, resetPassword } from './password-reset';

/** Spec §2 /reset-password and /reset-password/do: ask for a link, then use it. */
export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/password-reset.php',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: passwordResetResponseSchema } },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      const sent = await requestPasswordReset(app.db, app.mailer, {
        email: request.body.email,
        source: request.ip,
        settings,
        origin: linkOrigin(app.config, settings),
      });
      if (sent) app.inBackground('reset mail', sent.mail);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/password-reset.php',
    {
      schema: { body: passwordResetSchema, response: { 200: passwordResetResponseSchema } },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      const { token, password, password_repeat } = request.body;
      const userId = await resetPassword(app.db, {
        token,
        password,
        passwordRepeat: password_repeat,
      });
      app.sessionsEnded(userId);
      return { ok: true as const };
    },
  );
}
