import { regionsQuerySchema, settingsQuerySchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate';
import { settingsForRequest } from './request-site';
import * as site from './service';

/** Spec §7: site settings and the reference data the client loads once and caches. */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/api/settings.php', async (request) => {
    const { forced_domain } = parseInput(settingsQuerySchema, request.query);
    return { settings: await settingsForRequest(request, forced_domain) };
  });

  app.get('/api/interests.php', async () => ({ interests: await site.interests(app.db) }));

  app.get('/api/regions.php', async (request) => {
    const { country } = parseInput(regionsQuerySchema, request.query);
    return site.regions(app.db, country);
  });

  app.get('/api/companyinfo.php', async (request) => {
    const settings = await settingsForRequest(request);
    return { company: await site.company(app.db, settings.company_id) };
  });
}
