import { transactionsQuerySchema, transactionsResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { directDebitRoutes } from './direct-debit-routes';
import { discountRoutes } from './discount-routes';
import { offerRoutes } from './offer-routes';
import { orderRoutes } from './order-routes';
import { transactionsOf } from './service';

/**
 * Payments (spec §2 credits, §3, §4, §7), by resource: what a country may buy, orders through
 * the PSP and its webhook, discounts and the time bonus, direct debit, and a member's purchases.
 */
export async function paymentRoutes(fastify: FastifyInstance) {
  await offerRoutes(fastify);
  await orderRoutes(fastify);
  await discountRoutes(fastify);
  await directDebitRoutes(fastify);
  await transactionRoutes(fastify);
}

/** A member's purchases (spec §7 /transactions), one with `id`. */
async function transactionRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/transactions.php',
    {
      config: { access: 'member' },
      schema: {
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => {
      const transactions = await transactionsOf(
        fastify.db,
        request.member.userId,
        request.query.id,
      );
      if (request.query.id !== undefined && transactions.length === 0)
        throw notFound('No such purchase.');
      return { transactions };
    },
  );
}
