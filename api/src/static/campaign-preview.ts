import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  campaignPreviewQuerySchema,
  campaignPreviewSchema,
  idParamsSchema,
} from '@app/shared/contracts';
import { HttpError } from '../http/errors';
import { typed } from '../http/zod';
import { previewLanderCampaign } from '../domains/landers/campaigns';
import { settingsForRequest } from '../domains/site/request-site';
import { registryForRequest } from '../platform/remotes/routes';
import { contentSecurityPolicy } from './content-security-policy';
import { ISLAND_REMOTE, renderIsland } from './islands';

/**
 * `GET /api/backoffice/campaigns/:id/preview` (issue 28 §1): a campaign's page as a visitor from
 * `country` reading `language` would get it, rendered by the same live landers version as the
 * visitors' pages, with the texts' newest version (or the one named) — before it is published.
 * The Campaigns screen shows it in a frame at a phone's and a desktop's width; only this origin
 * may frame it. Nothing is counted.
 */
export async function campaignPreviewRoute(fastify: FastifyInstance) {
  const app = typed(fastify);
  app.get(
    '/api/backoffice/campaigns/:id/preview',
    {
      schema: {
        params: idParamsSchema,
        querystring: campaignPreviewQuerySchema,
        response: { 200: campaignPreviewSchema },
      },
      config: { staff: 'campaigns.manage' },
    },
    async (request, reply) => {
      const { language, country, version } = request.query;
      const campaign = await previewLanderCampaign(app.db, request.params.id, version);
      const site = await settingsForRequest(request);
      const visitorCountry = country ?? site.geoip_country;
      const settings = {
        ...site,
        geoip_country: visitorCountry,
        geoip_selected_country:
          visitorCountry !== null && site.countries.includes(visitorCountry)
            ? visitorCountry
            : null,
      };
      const registry = await registryForRequest(request, reply);
      const nonce = randomBytes(16).toString('base64');
      const rendered = await renderIsland(
        { db: app.db, store: app.remotes.store },
        registry.remotes[ISLAND_REMOTE],
        {
          url: `/landers/${encodeURIComponent(campaign.name)}`,
          settings,
          language,
          nonce,
          campaign: async (name) => (name === campaign.name ? campaign : null),
        },
      );
      if (rendered === 'unavailable' || rendered === 'elsewhere')
        throw new HttpError(
          503,
          'preview_unavailable',
          'The live landers version cannot render here; a preview needs its server build.',
        );
      if (rendered.result === null)
        throw new HttpError(404, 'not_found', 'This campaign has no page (its member is gone?).');
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-security-policy',
          contentSecurityPolicy(registry, { styleNonce: nonce }).replace(
            "frame-ancestors 'none'",
            "frame-ancestors 'self'",
          ),
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .code(200)
        .send(rendered.result.html);
    },
  );
}
