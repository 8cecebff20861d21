import {
  messageRequestDecisionResponseSchema,
  messageRequestCountSchema,
  messageRequestDecisionSchema,
  messageRequestsResponseSchema,
  okResponseSchema,
  whoMayWriteSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { findAccount } from '../auth/accounts';
import {
  REQUEST_EXPIRY_SWEEP_MS,
  countWaitingRequests,
  decideRequest,
  expireRequests,
  listRequests,
  setWhoMayWrite,
} from './message-requests';

/**
 * Message requests (issue 29 §1): the ones waiting for the member, their decision on one, and
 * whom they let write to them directly. Lapsed requests are let go by a sweep on every node.
 */
export async function messageRequestRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/message-requests.php',
    { config: { access: 'member' }, schema: { response: { 200: messageRequestsResponseSchema } } },
    async (request) => {
      const userId = request.member.userId;
      const account = await findAccount(app.db, userId);
      return listRequests(app.db, userId, account?.who_may_write ?? 'everyone');
    },
  );

  app.get(
    '/api/message-request-count.php',
    {
      config: { access: 'member' },
      schema: { response: { 200: messageRequestCountSchema } },
    },
    async (request) => ({ waiting: await countWaitingRequests(app.db, request.member.userId) }),
  );

  app.put(
    '/api/message-requests.php',
    {
      config: { access: 'member' },
      schema: {
        body: messageRequestDecisionSchema,
        response: { 200: messageRequestDecisionResponseSchema },
      },
    },
    async (request) => {
      const { status, notify } = await decideRequest(
        app.db,
        request.member.userId,
        request.body.conversation,
        request.body.decision,
      );
      app.notifyMembers(notify);
      return { status };
    },
  );

  app.put(
    '/api/who-may-write.php',
    {
      config: { access: 'member' },
      schema: { body: whoMayWriteSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      app.notifyMembers(await setWhoMayWrite(app.db, request.member.userId, request.body));
      return { ok: true as const };
    },
  );

  fastify.every('message request expiry', REQUEST_EXPIRY_SWEEP_MS, async () =>
    fastify.notifyMembers(await expireRequests(fastify.db)),
  );
}
