import {
  banSchema,
  bulkLiftSchema,
  bulkResultSchema,
  bulkSuspendSchema,
  idParamsSchema,
  liftSanctionSchema,
  okResponseSchema,
  suspendSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { forEachMember, liftSanction, sanctionMember } from '../auth/sanctions';

/**
 * Issue 26 §3: moderators (`members.suspend`) suspend a member for some days or ban them. The
 * member's sessions end and their open pages are logged out at once, on every node.
 */
export async function memberModerationRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  // Suspend (for some days) and ban: one sanction, the same steps.
  for (const [path, body] of [
    ['suspend', suspendSchema],
    ['ban', banSchema],
  ] as const)
    app.post(
      `/api/backoffice/members/:id/${path}`,
      {
        schema: { params: idParamsSchema, body, response: { 200: okResponseSchema } },
        config: { staff: 'members.suspend' },
      },
      async (request) => {
        await sanctionMember(app.db, {
          userId: request.params.id,
          staffId: request.staff.staffId,
          ...request.body,
        });
        app.sessionsEnded(request.params.id);
        return { ok: true as const };
      },
    );

  // From the member's file (issue 48 §2): a suspension or ban ends before its time.
  app.post(
    '/api/backoffice/members/:id/lift',
    {
      schema: {
        params: idParamsSchema,
        body: liftSanctionSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'members.suspend' },
    },
    async (request) => {
      await liftSanction(app.db, {
        userId: request.params.id,
        staffId: request.staff.staffId,
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  );

  // Bulk, from the member list (issue 48 §2): each member as if one by one; why not, for the rest.
  app.post(
    '/api/backoffice/members/bulk/suspend',
    {
      schema: { body: bulkSuspendSchema, response: { 200: bulkResultSchema } },
      config: { staff: 'members.suspend' },
    },
    async (request) => {
      const { ids, ...sanction } = request.body;
      const result = await forEachMember(ids, (userId) =>
        sanctionMember(app.db, { userId, staffId: request.staff.staffId, ...sanction }),
      );
      for (const id of result.done) app.sessionsEnded(id);
      return result;
    },
  );
  app.post(
    '/api/backoffice/members/bulk/lift',
    {
      schema: { body: bulkLiftSchema, response: { 200: bulkResultSchema } },
      config: { staff: 'members.suspend' },
    },
    async (request) =>
      forEachMember(request.body.ids, (userId) =>
        liftSanction(app.db, {
          userId,
          staffId: request.staff.staffId,
          reason: request.body.reason,
        }),
      ),
  );
}
