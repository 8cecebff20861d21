import {
  GEOLOCATION_MAX_AGE_MS,
  companyResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  interestsResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
  settingsQuerySchema,
  settingsResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from './request-site';
import { geocode } from './geocode';
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
    '/api/companyinfo.php',
    { schema: { response: { 200: companyResponseSchema } } },
    async (request) => {
      const settings = await settingsForRequest(request);
      return { company: await site.company(app.db, settings.company_id) };
    },
  );
}
