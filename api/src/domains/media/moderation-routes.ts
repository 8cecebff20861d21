import {
  NUDITY_THRESHOLD,
  idParamsSchema,
  noBodySchema,
  okResponseSchema,
  photoQueueSchema,
  photoRejectSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import { photoQueue, reviewPhoto, type ReviewContext } from './moderation';

/** Issue 26 §3: the photo queue of the back office, for moderators (`photos.moderate`). */
export async function photoModerationRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  const context = async (request: FastifyRequest): Promise<ReviewContext> => {
    const settings = await settingsForRequest(request);
    return {
      db: app.db,
      mailer: app.mailer,
      settings,
      origin: linkOrigin(app.config, settings),
      staffId: request.staff.staffId,
    };
  };

  app.get(
    '/api/backoffice/photos',
    { schema: { response: { 200: photoQueueSchema } }, config: { staff: 'photos.moderate' } },
    async () => {
      const queue = await photoQueue(app.db);
      return {
        ...queue,
        photos: queue.photos.map(({ nudity_threshold, ...photo }) => ({
          ...photo,
          flagged:
            photo.nudity_score !== null &&
            photo.nudity_score > (nudity_threshold ?? NUDITY_THRESHOLD),
        })),
      };
    },
  );

  app.post(
    '/api/backoffice/photos/:id/approve',
    {
      schema: { params: idParamsSchema, body: noBodySchema, response: { 200: okResponseSchema } },
      config: { staff: 'photos.moderate' },
    },
    async (request) => {
      const { mail } = await reviewPhoto(await context(request), request.params.id, {
        approve: true,
      });
      app.inBackground('photo approved mail', mail);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/photos/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: photoRejectSchema,
        response: { 200: okResponseSchema },
      },
      config: { staff: 'photos.moderate' },
    },
    async (request) => {
      const { mail } = await reviewPhoto(await context(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      });
      app.inBackground('photo rejected mail', mail);
      return { ok: true as const };
    },
  );
}
