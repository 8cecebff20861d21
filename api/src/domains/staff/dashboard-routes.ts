import { dashboardQuerySchema, dashboardSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { dashboard } from './dashboard';

/** Issue 28 §4: the dashboard, for every staff member, with the sections their role opens. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/backoffice/dashboard',
    {
      schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } },
      config: { staff: 'self' },
    },
    async (request) => dashboard(fastify.db, request.staff.permissions, request.query),
  );
}
