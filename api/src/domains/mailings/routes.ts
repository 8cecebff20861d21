import {
  idParamsSchema,
  mailingAudienceCountSchema,
  mailingAudienceQuerySchema,
  mailingDraftSchema,
  mailingListSchema,
  mailingPreviewPageSchema,
  mailingPreviewQuerySchema,
  mailingPreviewSchema,
  mailingSchema,
  mailingTestResponseSchema,
  mailingTestSchema,
  noBodySchema,
  okResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typed } from '../../http/zod';
import { escapeHtml } from '../mail/templates';
import { siteSettings } from '../site/service';
import {
  audienceCount,
  createMailing,
  deleteMailing,
  mailingDetail,
  mailingList,
  pauseMailing,
  resumeMailing,
  startMailing,
  updateMailing,
} from './mailings';
import { previewMailing, sendTestMailing } from './sender';

/** Issue 48 §4: marketing's mailings in the back office (`mailings.send`): write, aim, preview, test, send, pause. */
export async function mailingRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const staff = { staff: 'mailings.send' } as const;
  const one = '/api/backoffice/mailings/:id';
  const noBody = { body: noBodySchema };
  /** The niche of the site the back office belongs to: a niche's members without a lander. */
  const siteNiche = async (request: FastifyRequest) =>
    (
      await siteSettings(app.db, {
        domain: request.hostname,
        defaultDomain: app.config.defaultSiteDomain,
        country: null,
      })
    ).niche;

  app.get(
    '/api/backoffice/mailings',
    { schema: { response: { 200: mailingListSchema } }, config: staff },
    async () => ({ mailings: await mailingList(app.db) }),
  );

  app.post(
    '/api/backoffice/mailings',
    { schema: { body: mailingDraftSchema, response: { 201: mailingSchema } }, config: staff },
    async (request, reply) =>
      reply.code(201).send(await createMailing(app.db, request.staff.staffId, request.body)),
  );

  app.post(
    '/api/backoffice/mailings/audience',
    {
      schema: { body: mailingAudienceQuerySchema, response: { 200: mailingAudienceCountSchema } },
      config: staff,
    },
    async (request) => ({
      count: await audienceCount(
        app.db,
        request.body.kind,
        request.body.audience,
        await siteNiche(request),
      ),
    }),
  );

  app.get(
    one,
    { schema: { params: idParamsSchema, response: { 200: mailingSchema } }, config: staff },
    async (request) => mailingDetail(app.db, request.params.id),
  );

  app.put(
    one,
    {
      schema: {
        params: idParamsSchema,
        body: mailingDraftSchema,
        response: { 200: mailingSchema },
      },
      config: staff,
    },
    async (request) =>
      updateMailing(app.db, request.staff.staffId, request.params.id, request.body),
  );

  app.delete(
    one,
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: staff },
    async (request) => {
      await deleteMailing(app.db, request.staff.staffId, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    `${one}/preview`,
    {
      schema: {
        params: idParamsSchema,
        querystring: mailingPreviewQuerySchema,
        response: { 200: mailingPreviewSchema },
      },
      config: staff,
    },
    async (request) => previewMailing(fastify, request.params.id, request.query.language),
  );

  // The same mail as a page, for the Mailings screen's frame: its own styles shown, nothing
  // else loaded or run, framed by this origin only.
  app.get(
    `${one}/preview.html`,
    {
      schema: {
        params: idParamsSchema,
        querystring: mailingPreviewQuerySchema,
        response: { 200: mailingPreviewPageSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const mail = await previewMailing(fastify, request.params.id, request.query.language);
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src https: data:; style-src-attr 'unsafe-inline'; " +
            "base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${request.query.language}"><head><meta charset="utf-8">` +
            `<title>${escapeHtml(mail.subject)}</title></head>` +
            `<body style="font-family:system-ui,sans-serif;margin:1rem;line-height:1.5;color:#1d2b2b">` +
            `<main>${mail.html}</main></body></html>`,
        );
    },
  );

  app.post(
    `${one}/test`,
    {
      schema: {
        params: idParamsSchema,
        body: mailingTestSchema,
        response: { 200: mailingTestResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      await sendTestMailing(fastify, request.params.id, request.body.language, request.staff.email);
      return { to: request.staff.email };
    },
  );

  app.post(
    `${one}/send`,
    {
      schema: { params: idParamsSchema, ...noBody, response: { 200: mailingSchema } },
      config: staff,
    },
    async (request) =>
      startMailing(app.db, request.staff.staffId, request.params.id, await siteNiche(request)),
  );

  app.post(
    `${one}/pause`,
    {
      schema: { params: idParamsSchema, ...noBody, response: { 200: mailingSchema } },
      config: staff,
    },
    async (request) => pauseMailing(app.db, request.staff.staffId, request.params.id),
  );

  app.post(
    `${one}/resume`,
    {
      schema: { params: idParamsSchema, ...noBody, response: { 200: mailingSchema } },
      config: staff,
    },
    async (request) => resumeMailing(app.db, request.staff.staffId, request.params.id),
  );
}
