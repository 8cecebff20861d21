import {
  companyResponseSchema,
  interestsResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
  settingsQuerySchema,
  settingsResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from './request-site';
import * as site from './service';

/** Spec §7: site settings and the reference data the client loads once and caches. */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

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
    async (request) => site.regions(app.db, request.query.country),
  );

  app.get(
    '/api/companyinfo.php',
    { schema: { response: { 200: companyResponseSchema } } },
    async (request) => {
      const settings = await settingsForRequest(request);
      return { company: await site.company(app.db, settings.company_id) };
    },
  );
}
