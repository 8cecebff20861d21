import {
  directDebitBodySchema,
  directDebitConfirmResponseSchema,
  directDebitConfirmSchema,
  directDebitResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { confirmDirectDebit, startDirectDebit } from './direct-debit';
import { idempotencyKeyOf, orderContext } from './payment-routing';

/** Spec §3 SDD form: the mandate and its SMS code, then the code that signs it. */
export async function directDebitRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.post(
    '/api/directdebit.php',
    {
      schema: { body: directDebitBodySchema, response: { 200: directDebitResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.directDebit },
    },
    async (request) => {
      const userId = request.member.userId;
      const key = idempotencyKeyOf(request);
      return startDirectDebit(
        { ...(await orderContext(request, userId, key)), sms: app.sms },
        request.body,
      );
    },
  );

  app.put(
    '/api/directdebit.php',
    {
      schema: {
        body: directDebitConfirmSchema,
        response: { 200: directDebitConfirmResponseSchema },
      },
      config: { access: 'member', rateLimit: RATE_LIMITS.directDebit },
    },
    async (request) => {
      const userId = request.member.userId;
      const order = await confirmDirectDebit(
        await orderContext(request, userId, ''),
        request.body.mandate,
        request.body.code,
      );
      app.notifyMembers([userId]);
      return { order };
    },
  );
}
