import {
  banSchema,
  idParamsSchema,
  liftSanctionSchema,
  okResponseSchema,
  suspendSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { liftSanction, sanctionMember } from '../auth/sanctions';

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
}
