import {
  bundleChangeSchema,
  bundleResponseSchema,
  bundlesSchema,
  idParamsSchema,
  managedCodeResponseSchema,
  managedCodesSchema,
  newBundleSchema,
  newCodeSchema,
  noBodySchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { bundles, changeBundle, codes, createBundle, createCode, disableCode } from './catalogue';

/** Issue 26 §5: bundles (`bundles.manage`) and discount codes (`codes.manage`) for finance. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/backoffice/bundles',
    { schema: { response: { 200: bundlesSchema } }, config: { staff: 'bundles.manage' } },
    async () => ({ bundles: await bundles(app.db) }),
  );
  app.post(
    '/api/backoffice/bundles',
    {
      schema: { body: newBundleSchema, response: { 200: bundleResponseSchema } },
      config: { staff: 'bundles.manage' },
    },
    async (request) => ({
      bundle: await createBundle(app.db, request.staff.staffId, request.body),
    }),
  );
  app.post(
    '/api/backoffice/bundles/:id',
    {
      schema: {
        params: idParamsSchema,
        body: bundleChangeSchema,
        response: { 200: bundleResponseSchema },
      },
      config: { staff: 'bundles.manage' },
    },
    async (request) => ({
      bundle: await changeBundle(app.db, request.staff.staffId, request.params.id, request.body),
    }),
  );

  app.get(
    '/api/backoffice/codes',
    { schema: { response: { 200: managedCodesSchema } }, config: { staff: 'codes.manage' } },
    async () => ({ codes: await codes(app.db) }),
  );
  app.post(
    '/api/backoffice/codes',
    {
      schema: { body: newCodeSchema, response: { 200: managedCodeResponseSchema } },
      config: { staff: 'codes.manage' },
    },
    async (request) => ({ code: await createCode(app.db, request.staff.staffId, request.body) }),
  );
  app.post(
    '/api/backoffice/codes/:id/disable',
    {
      schema: {
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: managedCodeResponseSchema },
      },
      config: { staff: 'codes.manage' },
    },
    async (request) => ({
      code: await disableCode(app.db, request.staff.staffId, request.params.id),
    }),
  );
}
