import {
  creditAdjustmentRequestSchema,
  creditAdjustmentResponseSchema,
  creditAdjustmentsSchema,
  idParamsSchema,
  noBodySchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { decideAdjustment, requestAdjustment, waitingAdjustments } from './adjustments';

/** Issue 26 §4: credit adjustments by support (`credits.adjust`), four eyes above the limit. */
export async function creditAdjustmentRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/backoffice/members/:id/credits',
    {
      schema: {
        params: idParamsSchema,
        body: creditAdjustmentRequestSchema,
        response: { 200: creditAdjustmentResponseSchema },
      },
      config: { staff: 'credits.adjust' },
    },
    async (request) => ({
      adjustment: await requestAdjustment(app.db, {
        userId: request.params.id,
        staffId: request.staff.staffId,
        amount: request.body.amount,
        reason: request.body.reason,
        idempotencyKey: request.body.idempotency_key,
      }),
    }),
  );

  app.get(
    '/api/backoffice/credit-adjustments',
    { schema: { response: { 200: creditAdjustmentsSchema } }, config: { staff: 'credits.adjust' } },
    async () => ({ adjustments: await waitingAdjustments(app.db) }),
  );

  for (const [path, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const)
    app.post(
      `/api/backoffice/credit-adjustments/:id/${path}`,
      {
        schema: {
          params: idParamsSchema,
          body: noBodySchema,
          response: { 200: creditAdjustmentResponseSchema },
        },
        config: { staff: 'credits.adjust' },
      },
      async (request) => ({
        adjustment: await decideAdjustment(app.db, {
          id: request.params.id,
          staffId: request.staff.staffId,
          approve,
        }),
      }),
    );
}
