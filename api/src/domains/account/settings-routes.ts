import {
  accountDeleteResponseSchema,
  accountDeleteSchema,
  accountSettingsResponseSchema,
  accountSettingsUpdateSchema,
  mailChangeConfirmResponseSchema,
  mailChangeConfirmSchema,
  mailChangeRequestSchema,
  notificationSettingsResponseSchema,
  notificationSettingsUpdateSchema,
  okResponseSchema,
  passwordChangeSchema,
  reactivateSchema,
} from '@app/shared/contracts';
import { audit } from '../../http/audit';
import type { FastifyInstance } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth/session';
import { settingsForRequest } from '../site/request-site';
import { reactivate, requestDeletion } from './deletion';
import * as settings from './settings';

/**
 * Keeping an account (spec §1 settings, §3 notifications, deletion): password, address,
 * invisible mode, e-mail notifications, leaving and coming back.
 */
export async function accountSettingsRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const ok = { ok: true as const };

  app.put(
    '/api/password.php',
    {
      schema: { body: passwordChangeSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request, reply) => {
      const userId = await requireUser(request);
      const token = await settings.changePassword(app.db, userId, request.body);
      setSessionCookie(reply, token);
      app.sessionsEnded(userId);
      return ok;
    },
  );

  app.post(
    '/api/mail-change.php',
    {
      schema: { body: mailChangeRequestSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      const userId = await requireUser(request);
      const site = await settingsForRequest(request);
      await settings.requestMailChange(
        app.db,
        app.mailer,
        { userId, settings: site, origin: linkOrigin(app.config, site) },
        request.body,
      );
      return ok;
    },
  );

  // The link may be opened in any browser: the token alone says whose address changes.
  app.put(
    '/api/mail-change.php',
    {
      schema: { body: mailChangeConfirmSchema, response: { 200: mailChangeConfirmResponseSchema } },
      config: { rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => settings.confirmMailChange(app.db, request.body.token),
  );

  app.get(
    '/api/account-settings.php',
    { schema: { response: { 200: accountSettingsResponseSchema } } },
    async (request) => ({
      settings: await settings.accountSettings(app.db, await requireUser(request)),
    }),
  );

  app.put(
    '/api/account-settings.php',
    {
      schema: {
        body: accountSettingsUpdateSchema,
        response: { 200: accountSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await settings.updateAccountSettings(
        app.db,
        await requireUser(request),
        request.body,
      ),
    }),
  );

  app.get(
    '/api/notifications.php',
    { schema: { response: { 200: notificationSettingsResponseSchema } } },
    async (request) => ({
      notifications: await settings.notificationSettings(app.db, await requireUser(request)),
    }),
  );

  app.put(
    '/api/notifications.php',
    {
      schema: {
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => ({
      notifications: await settings.updateNotificationSettings(
        app.db,
        await requireUser(request),
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/account.php',
    {
      schema: { body: accountDeleteSchema, response: { 200: accountDeleteResponseSchema } },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request, reply) => {
      const userId = await requireUser(request);
      const answer = await requestDeletion(app.db, userId, request.body);
      audit(request.log, 'account.deletion', { member: userId, erase_after: answer.erase_after });
      app.sessionsEnded(userId);
      clearSessionCookie(reply);
      return answer;
    },
  );

  app.post(
    '/api/reactivate.php',
    {
      schema: { body: reactivateSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      await reactivate(app.db, request.body.token);
      return ok;
    },
  );
}
