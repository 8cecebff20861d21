import fs from 'node:fs/promises';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerJsonBody } from './http/json-body';
import { registerContracts } from './http/zod';
import { logAccess, loggingOptions } from './http/logging';
import { signupRoutes } from './domains/account/signup-routes';
import { accountSettingsRoutes } from './domains/account/settings-routes';
import { purgeSchedulePlugin } from './domains/account/purge-schedule';
import { unsubscribeRoutes } from './domains/account/unsubscribe-routes';
import { activationRoutes } from './domains/auth/activation-routes';
import { passwordResetRoutes } from './domains/auth/password-reset-routes';
import { authRoutes } from './domains/auth/routes';
import { sessionPlugin } from './domains/auth/session';
import { chatRoutes } from './domains/chat/routes';
import { messageRoutes } from './domains/chat/message-routes';
import { messageRequestRoutes } from './domains/chat/message-request-routes';
import { photoLinkRoutes } from './domains/chat/photo-link-routes';
import { photoFileRoutes } from './domains/media/photo-file-routes';
import { messageSafetyRoutes } from './domains/chat/message-safety-routes';
import { demoResponderPlugin } from './domains/chat/demo-responder';
import { unreadMailPlugin } from './domains/chat/unread-mail';
import { likeMailPlugin } from './domains/likes/like-mail';
import { eventsPlugin } from './domains/events/plugin';
import { gifsPlugin } from './domains/gifs/plugin';
import { gifRoutes } from './domains/gifs/routes';
import { eventRoutes } from './domains/events/routes';
import { safetyRoutes } from './domains/safety/routes';
import { landersRoutes } from './domains/landers/routes';
import { likesRoutes } from './domains/likes/routes';
import { mailPlugin } from './domains/mail/plugin';
import { mailRoutes } from './domains/mail/routes';
import { mailEventRoutes } from './domains/mail/events-routes';
import { smsPlugin } from './domains/sms/plugin';
import { membersRoutes } from './domains/members/routes';
import { operatedProfileRoutes } from './domains/members/operated-profile-routes';
import { searchCursorPlugin } from './domains/members/cursor';
import { firstScreensPlugin } from './static/first-answers';
import { ownProfileRoutes } from './domains/members/own-profile-routes';
import { photoStorePlugin } from './domains/media/plugin';
import { paymentsPlugin } from './domains/payments/plugin';
import { paymentRoutes } from './domains/payments/routes';
import { sandboxCheckoutRoutes } from './domains/payments/sandbox-routes';
import { photoRoutes } from './domains/media/routes';
import { pushPlugin } from './domains/push/plugin';
import { pushRoutes, pushUrlRewrite } from './domains/push/routes';
import { remotesPlugin } from './platform/remotes/plugin';
import { remotesRoutes } from './platform/remotes/routes';
import { ownDataRoutes } from './domains/account/own-data-routes';
import { siteRoutes } from './domains/site/routes';
import { trafficSourcePlugin } from './domains/site/traffic-source';
import { supportRoutes } from './domains/support/routes';
import { staffRoutes } from './domains/staff/routes';
import { passkeyRoutes } from './domains/staff/passkey-routes';
import { photoModerationRoutes } from './domains/media/moderation-routes';
import { memberModerationRoutes } from './domains/safety/moderation-routes';
import { appealRoutes } from './domains/safety/appeal-routes';
import { reportQueueRoutes } from './domains/safety/report-routes';
import { creditAdjustmentRoutes } from './domains/credits/adjustment-routes';
import { supportDeskRoutes } from './domains/support/desk-routes';
import { complaintQueueRoutes } from './domains/support/complaint-queue-routes';
import { operatorRoutes } from './domains/chat/operator-routes';
import { campaignRoutes } from './domains/landers/campaign-routes';
import { mailingRoutes } from './domains/mailings/routes';
import { mailingSenderPlugin } from './domains/mailings/sender';
import { weeklyDigestPlugin } from './domains/mailings/weekly-digest';
import { sessionsRoutes } from './domains/auth/sessions-routes';
import { factorRoutes } from './domains/auth/factor-routes';
import { campaignPreviewRoute } from './static/campaign-preview';
import { dashboardRoutes } from './domains/staff/dashboard-routes';
import { deliveryConsoleRoutes } from './platform/remotes/console-routes';
import { catalogueRoutes } from './domains/payments/catalogue-routes';
import { refundRoutes } from './domains/payments/refund-routes';
import { staffSessionPlugin } from './domains/staff/session';
import { openApiPlugin } from './http/openapi';
import { crossSitePlugin } from './plugins/cross-site';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';
import { operationsPlugin } from './plugins/operations';
import { backgroundPlugin } from './plugins/background';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { remotesStatic } from './static/remotes';
import { shellStatic } from './static/shell';
import { backofficeStatic } from './static/backoffice';
import { webAppStatic } from './static/web-app';
import { verificationPlugin } from './domains/verification/plugin';
import { verificationRoutes } from './domains/verification/routes';
import { mediaStatic } from './static/media';
import { uploadsStatic } from './static/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** How long one plugin may take to start (the database plugin seeds on a first start). */
const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * Builds the whole server: infrastructure plugins first, then one plugin per domain, then the
 * static files (remotes, uploads, the shell and its catch-all). Nothing listens yet; server.ts
 * does that, tests use `app.inject`.
 */
export async function buildApp(
  config: Config,
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, logStream),
    // The first start migrates and seeds the demo site, rendering a photo per demo member:
    // ~10 s on two cores, more on a slow one. Fastify's default (10 s) would call that a hang.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // A union is not one of Fastify's overloads; every member of it is a valid trustProxy.
    trustProxy: config.trustProxy as string[],
    rewriteUrl: (request) => pushUrlRewrite(request.url ?? '/'),
    // Fastify's two lines per request give way to one access line (logAccess, below).
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
  });
  // An access line per request in production (or with LOG_LEVEL=debug); errors always.
  logAccess(app, config);
  app.decorate('config', config);
  // The request id of every log line goes back to the caller, to quote in a support request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerJsonBody(app);
  registerContracts(app);
  // Before any route: it collects each route's contracts as they are registered.
  await app.register(openApiPlugin);

  await app.register(errorHandlerPlugin);
  await app.register(backgroundPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(crossSitePlugin);
  await app.register(cookie);
  await app.register(compress, { global: true });
  await app.register(dbPlugin, { config });
  await app.register(sessionPlugin);
  await app.register(staffSessionPlugin);
  await app.register(trafficSourcePlugin);
  await app.register(searchCursorPlugin);
  await app.register(firstScreensPlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(smsPlugin, { config });
  await app.register(photoStorePlugin, { config });
  await app.register(verificationPlugin);
  await app.register(eventsPlugin, { config });
  await app.register(pushPlugin, { config });
  await app.register(gifsPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await fs.mkdir(config.remotesDir, { recursive: true });
  await app.register(remotesPlugin, { config });
  await app.register(demoResponderPlugin, {
    enabled: config.demoResponder !== undefined,
    ...(config.demoResponder?.replyAfterMs !== undefined
      ? {
          replyAfterMs: config.demoResponder.replyAfterMs,
          typingAfterMs: Math.round(config.demoResponder.replyAfterMs / 3),
        }
      : {}),
  });
  await app.register(purgeSchedulePlugin);
  await app.register(unreadMailPlugin);
  await app.register(likeMailPlugin);
  await app.register(mailingSenderPlugin);
  await app.register(weeklyDigestPlugin);
  await app.register(operationsPlugin, { config });

  await app.register(authRoutes);
  await app.register(staffRoutes);
  await app.register(passkeyRoutes);
  await app.register(photoModerationRoutes);
  await app.register(memberModerationRoutes);
  await app.register(appealRoutes);
  await app.register(reportQueueRoutes);
  await app.register(creditAdjustmentRoutes);
  await app.register(supportDeskRoutes);
  await app.register(complaintQueueRoutes);
  await app.register(operatorRoutes);
  await app.register(operatedProfileRoutes);
  await app.register(campaignRoutes);
  await app.register(mailingRoutes);
  await app.register(sessionsRoutes);
  await app.register(factorRoutes);
  await app.register(campaignPreviewRoute);
  await app.register(dashboardRoutes);
  await app.register(deliveryConsoleRoutes);
  await app.register(catalogueRoutes);
  await app.register(refundRoutes);
  await app.register(passwordResetRoutes);
  await app.register(activationRoutes);
  await app.register(signupRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(ownDataRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(siteRoutes);
  await app.register(membersRoutes);
  await app.register(ownProfileRoutes);
  await app.register(photoRoutes);
  await app.register(likesRoutes);
  await app.register(landersRoutes);
  await app.register(chatRoutes);
  await app.register(messageRoutes);
  await app.register(messageRequestRoutes);
  await app.register(photoLinkRoutes);
  await app.register(photoFileRoutes);
  await app.register(messageSafetyRoutes);
  await app.register(verificationRoutes);
  await app.register(eventRoutes);
  await app.register(safetyRoutes);
  await app.register(pushRoutes);
  await app.register(supportRoutes);
  await app.register(gifRoutes);
  await app.register(paymentRoutes);
  if (app.sandboxPsp) await app.register(sandboxCheckoutRoutes, { sandbox: app.sandboxPsp });
  // The outbox lists every mailed link: a demo convenience that production does not have.
  if (config.mode === 'demo') await app.register(mailRoutes);
  await app.register(mailEventRoutes, { config });
  await app.register(remotesRoutes);

  await fs.mkdir(config.uploadsDir, { recursive: true });
  await app.register(remotesStatic, { store: app.remotes.store });
  await app.register(uploadsStatic, { uploadsDir: config.uploadsDir, fromStore: !!config.s3 });
  await app.register(mediaStatic);
  await app.register(webAppStatic, { shellDist: config.shellDist });
  await app.register(backofficeStatic, { backofficeDist: config.backofficeDist });
  await app.register(shellStatic, { shellDist: config.shellDist, remotesDir: config.remotesDir });
  return app;
}
