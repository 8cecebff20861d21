import {
  campaignCreateSchema,
  campaignDuplicateSchema,
  campaignFiguresQuerySchema,
  campaignFiguresSchema,
  campaignListSchema,
  campaignPublishSchema,
  campaignRevisionSchema,
  campaignSchema,
  campaignUpdateSchema,
  idParamsSchema,
  landerCampaignSchema,
  okResponseSchema,
  signupStartSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { countSignupStart } from '../../platform/remotes/routes';
import { ISLAND_REMOTE as LANDERS_REMOTE } from '../../static/islands';
import {
  campaignDetail,
  campaignFigures,
  campaignList,
  createCampaign,
  duplicateCampaign,
  liveLanderCampaign,
  publishCampaign,
  recordLanderStep,
  unpublishCampaign,
  updateCampaign,
} from './campaigns';

/**
 * Issue 28 §1: marketing's campaigns in the back office (`campaigns.manage`; the preview is
 * served beside the visitors' pages, static/campaign-preview.ts), the published campaign a
 * lander inside the app asks for, and the sign-up starts the campaigns' figures count.
 */
export async function campaignRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const staff = { staff: 'campaigns.manage' } as const;
  const one = '/api/backoffice/campaigns/:id';

  app.get(
    '/api/backoffice/campaigns',
    { schema: { response: { 200: campaignListSchema } }, config: staff },
    async () => ({ campaigns: await campaignList(app.db) }),
  );

  app.post(
    '/api/backoffice/campaigns',
    { schema: { body: campaignCreateSchema, response: { 201: campaignSchema } }, config: staff },
    async (request, reply) =>
      reply.code(201).send(await createCampaign(app.db, request.staff.staffId, request.body)),
  );

  app.get(
    one,
    { schema: { params: idParamsSchema, response: { 200: campaignSchema } }, config: staff },
    async (request) => campaignDetail(app.db, request.params.id),
  );

  app.put(
    one,
    {
      schema: {
        params: idParamsSchema,
        body: campaignUpdateSchema,
        response: { 200: campaignSchema },
      },
      config: staff,
    },
    async (request) =>
      updateCampaign(app.db, request.staff.staffId, request.params.id, request.body),
  );

  app.post(
    `${one}/publish`,
    {
      schema: {
        params: idParamsSchema,
        body: campaignPublishSchema,
        response: { 200: campaignSchema },
      },
      config: staff,
    },
    async (request) =>
      publishCampaign(app.db, request.staff.staffId, request.params.id, request.body),
  );

  app.post(
    `${one}/unpublish`,
    {
      schema: {
        params: idParamsSchema,
        body: campaignRevisionSchema,
        response: { 200: campaignSchema },
      },
      config: staff,
    },
    async (request) =>
      unpublishCampaign(app.db, request.staff.staffId, request.params.id, request.body.revision),
  );

  app.post(
    `${one}/duplicate`,
    {
      schema: {
        params: idParamsSchema,
        body: campaignDuplicateSchema,
        response: { 201: campaignSchema },
      },
      config: staff,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await duplicateCampaign(
            app.db,
            request.staff.staffId,
            request.params.id,
            request.body.slug,
          ),
        ),
  );

  app.get(
    `${one}/figures`,
    {
      schema: {
        params: idParamsSchema,
        querystring: campaignFiguresQuerySchema,
        response: { 200: campaignFiguresSchema },
      },
      config: staff,
    },
    async (request) => campaignFigures(app.db, request.params.id, request.query),
  );

  // A lander inside the app (a member, or a visitor whose page the browser renders) asks for
  // the campaign published at its path; visitors' first loads get it from the server's render.
  app.get(
    '/api/lander-campaign.php',
    {
      schema: {
        querystring: z.object({ name: z.string().min(1).max(60) }),
        response: { 200: landerCampaignSchema },
      },
      preHandler: app.readLimit('search'),
    },
    async (request) => {
      const campaign = await liveLanderCampaign(app.db, request.query.name);
      if (!campaign) throw notFound('No campaign is live at this path.');
      return campaign;
    },
  );

  app.post(
    '/api/signup-start.php',
    {
      schema: { body: signupStartSchema, response: { 200: okResponseSchema } },
      config: { rateLimit: RATE_LIMITS.signupStart },
    },
    async (request, reply) => {
      await recordLanderStep(app.db, 'signup_start', {
        campaign: request.body.campaign,
        tracking: request.body.tracking ?? {},
      });
      // The lander version's conversion, for its canary and staged rollout.
      await countSignupStart(request, reply, LANDERS_REMOTE).catch((error: unknown) =>
        request.log.warn({ err: error }, 'a sign-up start was not counted for its version'),
      );
      return { ok: true as const };
    },
  );
}
