import {
  GEOLOCATION_MAX_AGE_MS,
  backofficeSitesSchema,
  idParamsSchema,
  noBodySchema,
  panelSettingsChangeSchema,
  siteSettingsPanelSchema,
  siteVersionParamsSchema,
  companyResponseSchema,
  geocodeQuerySchema,
  townsQuerySchema,
  townsResponseSchema,
  TOWN_SUGGESTIONS_LIMIT,
  geocodeResponseSchema,
  interestsResponseSchema,
  pageQuerySchema,
  sitePageResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
  settingsQuerySchema,
  settingsResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../http/request-language';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { sessionUser } from '../auth/session';
import { findUserById } from '../auth/accounts';
import { sitePage } from './pages/service';
import { settingsForRequest, sitesForRequest } from './request-site';
import { geocode, townSuggestions } from './geocode';
import * as site from './service';
import { siteSettingsPanel, undoSiteSettings, writeSiteSettings } from './settings-panel';

/** Spec §7: site settings and the reference data the client loads once and caches. */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  // Spec §2 static pages: the site's own texts, or the product's, in the page's language.
  app.get(
    '/api/page.php',
    { schema: { querystring: pageQuerySchema, response: { 200: sitePageResponseSchema } } },
    async (request) => {
      const settings = await settingsForRequest(request);
      const userId = await sessionUser(request);
      const language = requestLanguage(
        request,
        settings,
        userId === null ? null : (await findUserById(app.db, userId))?.language,
      );
      const page = await sitePage(app.db, settings, request.query.page, language);
      if (!page) throw notFound(`No page ${request.query.page}.`);
      return { page };
    },
  );

  app.get(
    '/api/settings.php',
    { schema: { querystring: settingsQuerySchema, response: { 200: settingsResponseSchema } } },
    async (request) => ({
      settings: await settingsForRequest(request, request.query.forced_domain),
    }),
  );

  app.get(
    '/api/interests.php',
    { schema: { response: { 200: interestsResponseSchema } } },
    async () => ({ interests: await site.interests(app.db) }),
  );

  app.get(
    '/api/regions.php',
    { schema: { querystring: regionsQuerySchema, response: { 200: regionsResponseSchema } } },
    async (request) =>
      site.regions(app.db, request.query.country, (await settingsForRequest(request)).countries),
  );

  app.get(
    '/api/geocode.php',
    { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } } },
    async (request, reply) => {
      // Spec §9: a position is good for an hour; the same rounded position answers the same.
      reply.header('cache-control', `private, max-age=${GEOLOCATION_MAX_AGE_MS / 1000}`);
      return { location: await geocode(app.db, request.query.lat, request.query.lon) };
    },
  );

  app.get(
    '/api/towns.php',
    { schema: { querystring: townsQuerySchema, response: { 200: townsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return {
        towns: await townSuggestions(
          app.db,
          request.query.country,
          request.query.q,
          TOWN_SUGGESTIONS_LIMIT,
        ),
      };
    },
  );

  app.get(
    '/api/companyinfo.php',
    { schema: { response: { 200: companyResponseSchema } } },
    async (request) => {
      const settings = await settingsForRequest(request);
      return { company: await site.company(app.db, settings.company_id) };
    },
  );

  // The back office's site pickers (bundles, settings): names, not ids.
  app.get(
    '/api/backoffice/sites',
    { schema: { response: { 200: backofficeSitesSchema } }, config: { staff: 'self' } },
    (request) => sitesForRequest(request),
  );

  // Issue 48 §3: the owner edits the site's settings in the back office; the database holds them.
  app.get(
    '/api/backoffice/site-settings/:id',
    {
      schema: { params: idParamsSchema, response: { 200: siteSettingsPanelSchema } },
      config: { staff: 'site.settings' },
    },
    (request) => siteSettingsPanel(app.db, request.params.id),
  );
  app.patch(
    '/api/backoffice/site-settings/:id',
    {
      schema: {
        params: idParamsSchema,
        body: panelSettingsChangeSchema,
        response: { 200: siteSettingsPanelSchema },
      },
      config: { staff: 'site.settings' },
    },
    async (request) => {
      const { based_on: basedOn, ...changes } = request.body;
      await writeSiteSettings(app.db, {
        siteId: request.params.id,
        staffId: request.staff.staffId,
        changes,
        source: 'panel',
        basedOn,
      });
      return siteSettingsPanel(app.db, request.params.id);
    },
  );
  app.post(
    '/api/backoffice/site-settings/:id/versions/:version/undo',
    {
      schema: {
        params: siteVersionParamsSchema,
        body: noBodySchema,
        response: { 200: siteSettingsPanelSchema },
      },
      config: { staff: 'site.settings' },
    },
    async (request) => {
      await undoSiteSettings(app.db, {
        siteId: request.params.id,
        staffId: request.staff.staffId,
        versionId: request.params.version,
      });
      return siteSettingsPanel(app.db, request.params.id);
    },
  );
}
