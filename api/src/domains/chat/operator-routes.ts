import {
  idParamsSchema,
  noBodySchema,
  okResponseSchema,
  operatorAnswerSchema,
  operatorAnsweredSchema,
  operatorConversationSchema,
  operatorDutySchema,
  operatorHoldSchema,
  operatorNoteSchema,
  operatorQueueSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import {
  addOperatorNote,
  answerAsProfile,
  operatorConversation,
  operatorQueue,
  releaseConversation,
  setOperatorDuty,
  takeConversation,
} from './operator-desk';

/** Issue 28 §3: operators answer as the site's operated profiles (`conversations.answer`). */
export async function operatorRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const staff = { staff: 'conversations.answer' } as const;
  const conversation = '/api/backoffice/operator/conversations/:id';

  app.get(
    '/api/backoffice/operator/queue',
    { schema: { response: { 200: operatorQueueSchema } }, config: staff },
    async (request) => operatorQueue(app.db, request.staff.staffId),
  );

  app.post(
    '/api/backoffice/operator/duty',
    { schema: { body: operatorDutySchema, response: { 200: okResponseSchema } }, config: staff },
    async (request) => {
      await setOperatorDuty(app.db, request.staff.staffId, request.body.on);
      return { ok: true as const };
    },
  );

  app.get(
    conversation,
    {
      schema: { params: idParamsSchema, response: { 200: operatorConversationSchema } },
      config: staff,
    },
    async (request) =>
      operatorConversation(app.db, {
        staffId: request.staff.staffId,
        conversationId: request.params.id,
        cdnPrefix: (await settingsForRequest(request)).cdn_prefix,
      }),
  );

  app.post(
    `${conversation}/hold`,
    {
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: operatorHoldSchema } },
      config: staff,
    },
    async (request) => takeConversation(app.db, request.staff.staffId, request.params.id),
  );

  app.delete(
    `${conversation}/hold`,
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: staff },
    async (request) => {
      await releaseConversation(app.db, request.staff.staffId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    `${conversation}/notes`,
    {
      schema: {
        params: idParamsSchema,
        body: operatorNoteSchema,
        response: { 200: okResponseSchema },
      },
      config: staff,
    },
    async (request) => {
      await addOperatorNote(app.db, {
        staffId: request.staff.staffId,
        conversationId: request.params.id,
        body: request.body.body,
      });
      return { ok: true as const };
    },
  );

  app.post(
    `${conversation}/answers`,
    {
      schema: {
        params: idParamsSchema,
        body: operatorAnswerSchema,
        response: { 200: operatorAnsweredSchema },
      },
      config: staff,
    },
    async (request) => {
      const { messageId, notify } = await answerAsProfile(
        { db: app.db, photoStore: app.photoStore },
        { staffId: request.staff.staffId, conversationId: request.params.id, answer: request.body },
      );
      app.notifyMembers(notify);
      return { message_id: messageId };
    },
  );
}
