import {
  complaintDetailSchema,
  complaintQueueQuerySchema,
  complaintQueueSchema,
  complaintReplySchema,
  complaintStatusChangeSchema,
  idParamsSchema,
  okResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import {
  changeComplaintStatus,
  complaintDetail,
  complaintQueue,
  replyToComplaint,
} from './complaint-queue';

/** Issue 26 §4: the complaints queue, for support (`complaints.answer`). */
export async function complaintQueueRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/backoffice/complaints',
    {
      schema: { querystring: complaintQueueQuerySchema, response: { 200: complaintQueueSchema } },
      config: { staff: 'complaints.answer' },
    },
    async (request) => complaintQueue(app.db, request.query.status),
  );

  app.get(
    '/api/backoffice/complaints/:id',
    {
      schema: { params: idParamsSchema, response: { 200: complaintDetailSchema } },
      config: { staff: 'complaints.answer' },
    },
    async (request) => complaintDetail(app.db, request.params.id),
  );

  app.post(
    '/api/backoffice/complaints/:id/replies',
    {
      schema: {
        params: idParamsSchema,
        body: complaintReplySchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'complaints.answer' },
    },
    async (request) => {
      await replyToComplaint(
        { db: app.db, mailer: app.mailer, settings: await settingsForRequest(request) },
        {
          id: request.params.id,
          staffId: request.staff.staffId,
          body: request.body.body,
          status: request.body.status,
        },
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/complaints/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: complaintStatusChangeSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'complaints.answer' },
    },
    async (request) => {
      await changeComplaintStatus(app.db, {
        id: request.params.id,
        staffId: request.staff.staffId,
        status: request.body.status,
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  );
}
