import {
  createOrderBodySchema,
  errorCodes,
  orderQuerySchema,
  orderResponseSchema,
  paymentWebhookBodySchema,
  paymentWebhookResponseSchema,
  repeatOfferResponseSchema,
  repeatOrderBodySchema,
  repeatOrderResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { idempotencyKeyOf, orderContext, settled } from './payment-routing';
import { repeatOffer, repeatOrder } from './repeat-order';
import { PAYMENT_WEBHOOK_PATH, checkedOrder, createOrder, settlePayment, toOrder } from './service';

/** Orders through the PSP (spec §4): placing one, its state, the PSP's webhook, one-tap repeat. */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/orders.php',
    {
      config: { access: 'member' },
      schema: {
        body: createOrderBodySchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      const key = idempotencyKeyOf(request);
      const { order, created } = await createOrder(
        await orderContext(request, userId, key),
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ order });
    },
  );

  // The result page polls this: an order still open is checked with the PSP, so a lost
  // webhook never leaves the member waiting (spec §4 "never a dead end").
  app.get(
    '/api/orders.php',
    {
      config: { access: 'member' },
      schema: { querystring: orderQuerySchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const found = await checkedOrder(
        app.db,
        app.payments,
        request.member.userId,
        request.query.id,
      );
      if (!found) throw notFound('No such order.');
      settled(fastify, found.settlement);
      return { order: toOrder(found.order) };
    },
  );

  app.post(
    PAYMENT_WEBHOOK_PATH,
    {
      schema: { body: paymentWebhookBodySchema, response: { 200: paymentWebhookResponseSchema } },
    },
    async (request) => {
      const paymentId = request.body.id;
      if (!app.payments.verifyWebhook({ headers: request.headers, paymentId }))
        throw new HttpError(
          401,
          errorCodes.webhook_signature_invalid,
          'The webhook signature is missing, forged or stale.',
        );
      settled(fastify, await settlePayment(app.db, app.payments, paymentId, 'webhook'));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/repeat-order.php',
    { config: { access: 'member' }, schema: { response: { 200: repeatOfferResponseSchema } } },
    async (request) => {
      const userId = request.member.userId;
      return { offer: await repeatOffer(app.db, await orderContext(request, userId, ''), userId) };
    },
  );

  app.post(
    '/api/repeat-order.php',
    {
      config: { access: 'member' },
      schema: { body: repeatOrderBodySchema, response: { 200: repeatOrderResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      const key = idempotencyKeyOf(request);
      const answer = await repeatOrder(await orderContext(request, userId, key));
      app.notifyMembers([userId]);
      return answer;
    },
  );
}
