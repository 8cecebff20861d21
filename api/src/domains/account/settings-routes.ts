import {
  accountDeleteResponseSchema,
  accountDeleteSchema,
  accountSettingsResponseSchema,
  accountSettingsUpdateSchema,
  mailChangeConfirmResponseSchema,
  mailChangeConfirmSchema,
  mailChangeRequestSchema,
  mailChangeUndoSchema,
  notificationSettingsResponseSchema,
  notificationSettingsUpdateSchema,
  okResponseSchema,
  passwordChangeSchema,
  reactivateSchema,
} from '@app/shared/contracts';
import { audit } from '../../http/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { clearSessionCookie, setSessionCookie } from '../auth/session';
import { describeNewSession } from '../auth/session-client';
import { settingsForRequest } from '../site/request-site';
import { reactivate, requestDeletion } from './deletion';
import {
  notifyAddressChanged,
  notifyDeletionRequested,
  notifyPasswordChanged,
  notifyReactivated,
  type NoticeContext,
} from './notices';
import * as settings from './settings';

/**
 * Keeping an account (spec §1 settings, §3 notifications, deletion): password, address,
 * invisible mode, e-mail notifications, leaving and coming back.
 */
export async function accountSettingsRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const ok = { ok: true as const };

  /** Sends a notice once the change stands; one that cannot go is logged, not failed. */
  const notice = async (
    request: FastifyRequest,
    sendIt: (context: NoticeContext) => Promise<void>,
  ) => {
    try {
      const site = await settingsForRequest(request);
      await sendIt({
        db: app.db,
        mailer: app.mailer,
        settings: site,
        origin: linkOrigin(app.config, site),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'an account notice could not be mailed');
    }
  };

  app.put(
    '/api/password.php',
    {
      schema: { body: passwordChangeSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      const token = await settings.changePassword(app.db, userId, request.body);
      setSessionCookie(reply, token);
      await describeNewSession(request, token);
      app.sessionsEnded(userId);
      await notice(request, (context) => notifyPasswordChanged(context, userId));
      return ok;
    },
  );

  app.post(
    '/api/mail-change.php',
    {
      schema: { body: mailChangeRequestSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      const userId = request.member.userId;
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
    async (request) => {
      const change = await settings.confirmMailChange(app.db, request.body.token);
      await notice(request, (context) => notifyAddressChanged(context, change));
      return { email: change.email };
    },
  );

  // The undo link mailed to the old address: any browser, the token alone.
  app.delete(
    '/api/mail-change.php',
    {
      schema: { body: mailChangeUndoSchema, response: { 200: mailChangeConfirmResponseSchema } },
      config: { rateLimit: RATE_LIMITS.accountMail },
    },
    async (request) => {
      const { email, userId } = await settings.undoMailChange(app.db, request.body.token);
      audit(request.log, 'account.mail_change_undone', { member: userId });
      app.sessionsEnded(userId);
      return { email };
    },
  );

  app.get(
    '/api/account-settings.php',
    { config: { access: 'member' }, schema: { response: { 200: accountSettingsResponseSchema } } },
    async (request) => ({
      settings: await settings.accountSettings(app.db, request.member.userId),
    }),
  );

  app.put(
    '/api/account-settings.php',
    {
      config: { access: 'member' },
      schema: {
        body: accountSettingsUpdateSchema,
        response: { 200: accountSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await settings.updateAccountSettings(app.db, request.member.userId, request.body),
    }),
  );

  app.get(
    '/api/notifications.php',
    {
      config: { access: 'member' },
      schema: { response: { 200: notificationSettingsResponseSchema } },
    },
    async (request) => ({
      notifications: await settings.notificationSettings(app.db, request.member.userId),
    }),
  );

  app.put(
    '/api/notifications.php',
    {
      config: { access: 'member' },
      schema: {
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => ({
      notifications: await settings.updateNotificationSettings(
        app.db,
        request.member.userId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/account.php',
    {
      schema: { body: accountDeleteSchema, response: { 200: accountDeleteResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      const answer = await requestDeletion(app.db, userId, request.body);
      audit(request.log, 'account.deletion', { member: userId, erase_after: answer.erase_after });
      app.sessionsEnded(userId);
      clearSessionCookie(reply);
      await notice(request, (context) =>
        notifyDeletionRequested(context, userId, answer.erase_after),
      );
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
      const { userId } = await reactivate(app.db, request.body.token);
      await notice(request, (context) => notifyReactivated(context, userId));
      return ok;
    },
  );
}
