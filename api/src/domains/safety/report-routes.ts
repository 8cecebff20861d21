import {
  memberIdParamsSchema,
  okResponseSchema,
  reportDecisionSchema,
  reportQueueSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import { decideReports, reportQueue } from './reports';

/** Issue 26 §3: the reports queue of the back office, for moderators (`reports.handle`). */
export async function reportQueueRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/backoffice/reports',
    { schema: { response: { 200: reportQueueSchema } }, config: { staff: 'reports.handle' } },
    async (request) => {
      const [queue, settings] = await Promise.all([
        reportQueue(app.db),
        settingsForRequest(request),
      ]);
      return {
        ...queue,
        groups: queue.groups.map((group) => ({
          ...group,
          member: {
            ...group.member,
            photos: group.member.photos.map((photo) => ({
              ...photo,
              // The main photo is public; the others come with a staff link (issue 29 §4).
              url: photo.url ?? `${settings.cdn_prefix}${photo.filename}`,
            })),
          },
        })),
      };
    },
  );

  app.post(
    '/api/backoffice/reports/:memberId',
    {
      schema: {
        params: memberIdParamsSchema,
        body: reportDecisionSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'reports.handle' },
    },
    async (request) => {
      const { outcome } = request.body;
      // A sanction is a moderator's power of its own.
      if (
        (outcome === 'suspended' || outcome === 'banned') &&
        !request.staff.permissions.has('members.suspend')
      )
        throw new HttpError(403, 'forbidden', 'Your role does not allow this action.');
      const { mail } = await decideReports(
        {
          db: app.db,
          mailer: app.mailer,
          settings: await settingsForRequest(request),
          staffId: request.staff.staffId,
        },
        request.params.memberId,
        request.body,
      );
      if (outcome === 'suspended' || outcome === 'banned')
        app.sessionsEnded(request.params.memberId);
      app.inBackground('report decision mails', mail);
      return { ok: true as const };
    },
  );
}
