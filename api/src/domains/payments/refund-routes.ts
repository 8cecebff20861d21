import {
  idParamsSchema,
  orderDetailSchema,
  orderSearchQuerySchema,
  orderSearchSchema,
  refundRequestSchema,
  refundResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { findOrders, orderWithRefunds, refundOrder } from './refunds';

/** Issue 26 §5: orders for finance (`orders.read`) and refunds (`payments.refund`). */
export async function refundRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/backoffice/orders',
    {
      schema: { querystring: orderSearchQuerySchema, response: { 200: orderSearchSchema } },
      config: { staff: 'orders.read' },
    },
    async (request) => ({ orders: await findOrders(app.db, request.query.q) }),
  );

  app.get(
    '/api/backoffice/orders/:id',
    {
      schema: { params: idParamsSchema, response: { 200: orderDetailSchema } },
      config: { staff: 'orders.read' },
    },
    async (request) => orderWithRefunds(app.db, request.params.id),
  );

  app.post(
    '/api/backoffice/orders/:id/refunds',
    {
      schema: {
        params: idParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema },
      },
      config: { staff: 'payments.refund' },
    },
    async (request) => {
      const { refund, userId } = await refundOrder(
        { db: app.db, provider: app.payments },
        {
          orderId: request.params.id,
          staffId: request.staff.staffId,
          amount: request.body.amount,
          reason: request.body.reason,
          idempotencyKey: request.body.idempotency_key,
          complaintId: request.body.complaint_id,
        },
      );
      app.notifyMembers([userId]);
      return { refund };
    },
  );
}
