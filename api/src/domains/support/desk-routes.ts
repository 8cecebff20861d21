import {
  idParamsSchema,
  memberFileSchema,
  memberLookupQuerySchema,
  memberLookupSchema,
  memberExportSchema,
  memberNoteSchema,
  bulkMailSchema,
  bulkResultSchema,
  noBodySchema,
  okResponseSchema,
  reasonSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/errors';
import { linkOrigin } from '../../http/public-origin';
import { audit } from '../../http/audit';
import { typed } from '../../http/zod';
import { findUserById } from '../auth/accounts';
import { sendActivationMail } from '../auth/activation';
import { notifySecondFactorOff } from '../account/notices';
import { recordStaffAction } from '../staff/service';
import { settingsForRequest } from '../site/request-site';
import {
  addMemberNote,
  endMemberSessions,
  eraseMemberNow,
  listMembers,
  mailMembers,
  memberFile,
  reactivateMember,
  turnOffSecondFactor,
} from './member-desk';
import { exportMember } from './member-export';

/** Issue 26 §4: the support desk's member lookup (`members.lookup`) and session ending. */
export async function supportDeskRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/backoffice/members',
    {
      schema: { querystring: memberLookupQuerySchema, response: { 200: memberLookupSchema } },
      config: { staff: 'members.lookup' },
    },
    async (request) => listMembers(app.db, request.query),
  );

  app.get(
    '/api/backoffice/members/:id',
    {
      schema: { params: idParamsSchema, response: { 200: memberFileSchema } },
      config: { staff: 'members.lookup' },
    },
    async (request) => memberFile(app.db, request.params.id),
  );

  app.post(
    '/api/backoffice/members/bulk/mail',
    {
      schema: { body: bulkMailSchema, response: { 200: bulkResultSchema } },
      config: { staff: 'mails.resend' },
    },
    async (request) =>
      mailMembers(
        { db: app.db, mailer: app.mailer, settings: await settingsForRequest(request) },
        request.staff.staffId,
        request.body,
      ),
  );

  app.post(
    '/api/backoffice/members/:id/notes',
    {
      schema: {
        params: idParamsSchema,
        body: memberNoteSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'members.lookup' },
    },
    async (request) => {
      await addMemberNote(app.db, {
        userId: request.params.id,
        staffId: request.staff.staffId,
        body: request.body.body,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/members/:id/sessions/end',
    {
      schema: { params: idParamsSchema, body: reasonSchema, response: { 200: okResponseSchema } },
      config: { staff: 'members.sessions' },
    },
    async (request) => {
      await endMemberSessions(app.db, {
        userId: request.params.id,
        staffId: request.staff.staffId,
        reason: request.body.reason,
      });
      app.sessionsEnded(request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/members/:id/second-factor/off',
    {
      schema: { params: idParamsSchema, body: reasonSchema, response: { 200: okResponseSchema } },
      config: { staff: 'members.second_factor' },
    },
    async (request) => {
      await turnOffSecondFactor(app.db, {
        userId: request.params.id,
        staffId: request.staff.staffId,
        reason: request.body.reason,
      });
      app.sessionsEnded(request.params.id);
      const settings = await settingsForRequest(request);
      await notifySecondFactorOff(
        { db: app.db, mailer: app.mailer, settings, origin: linkOrigin(app.config, settings) },
        request.params.id,
      ).catch((error: unknown) =>
        request.log.warn({ err: error }, 'the second factor notice could not be mailed'),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/members/:id/activation-mail',
    {
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: okResponseSchema } },
      config: { staff: 'mails.resend' },
    },
    async (request) => {
      const member = await findUserById(app.db, request.params.id);
      if (!member) throw notFound('No such member.');
      // Only an address not confirmed yet has something to confirm.
      if (member.status !== 'not_confirmed')
        throw new HttpError(409, 'already_reviewed', 'This address is confirmed already.');
      const settings = await settingsForRequest(request);
      await sendActivationMail(app.db, app.mailer, {
        userId: request.params.id,
        settings,
        origin: linkOrigin(app.config, settings),
      });
      await recordStaffAction(app.db, request.staff.staffId, {
        action: 'member.resend_activation',
        object: ['member', request.params.id],
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/members/:id/export',
    {
      schema: {
        params: idParamsSchema,
        body: reasonSchema,
        response: { 200: memberExportSchema },
      },
      config: { staff: 'members.export' },
    },
    async (request, reply) => {
      const archive = await exportMember(
        {
          db: app.db,
          dialect: app.dbDialect,
          store: app.photoStore,
          settings: await settingsForRequest(request),
        },
        request.staff.staffId,
        request.params.id,
        request.body.reason,
      );
      if (!archive) throw notFound('No such member.');
      return (
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="member-${request.params.id}.zip"`)
          .type('application/zip')
          // Bytes go out as they are (Fastify never serializes a Buffer); the contract's string
          // documents the body, it does not shape it.
          .send(Buffer.from(archive) as unknown as string)
      );
    },
  );

  app.post(
    '/api/backoffice/members/:id/erase',
    {
      schema: { params: idParamsSchema, body: reasonSchema, response: { 200: okResponseSchema } },
      config: { staff: 'members.erase' },
    },
    async (request) => {
      await eraseMemberNow(
        { db: app.db, store: app.photoStore },
        { userId: request.params.id, staffId: request.staff.staffId, reason: request.body.reason },
      );
      audit(request.log, 'account.erased', {
        member: request.params.id,
        by: `staff ${request.staff.staffId}`,
      });
      // Their open pages and streams end with the sessions the purge removed.
      app.sessionsEnded(request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/members/:id/reactivation',
    {
      schema: { params: idParamsSchema, body: reasonSchema, response: { 200: okResponseSchema } },
      config: { staff: 'members.reactivate' },
    },
    async (request) => {
      await reactivateMember(app.db, {
        userId: request.params.id,
        staffId: request.staff.staffId,
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  );
}
