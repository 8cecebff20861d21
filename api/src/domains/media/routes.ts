import multipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  chatPhotoQuerySchema,
  chatPhotoResponseSchema,
  photoDeleteQuerySchema,
  photoMainBodySchema,
  photoUploadResponseSchema,
  photosResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { notFound } from '../../http/errors';
import { settingsForRequest } from '../site/request-site';
import { ownChatPhoto, uploadChatPhoto } from './chat-photos';
import { ownPhotos } from './service';
import { choosePhotoAsMain, deletePhoto, photoInvalid, photoTooLarge, uploadPhoto } from './upload';

/**
 * The member's own photos (sign-up step 1, later the profile page): add one, delete one; and
 * photos to send in chat.
 */
export async function photoRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  // One file per request, capped while it streams in: an oversize upload is cut off at the
  // limit, never buffered whole.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  /** The one uploaded file, whole; refused when it is no file or too large. */
  const uploadedFile = async (request: FastifyRequest): Promise<Buffer> => {
    if (!request.isMultipart()) throw photoInvalid();
    const part = await request.file();
    if (!part) throw photoInvalid();
    try {
      return await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
      throw error;
    }
  };

  app.post(
    '/api/photos.php',
    {
      schema: { consumes: ['multipart/form-data'], response: { 200: photoUploadResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.photoUpload },
    },
    async (request) => {
      const userId = request.member.userId;
      const file = await uploadedFile(request);
      const settings = await settingsForRequest(request);
      const photo = await uploadPhoto(app.db, app.photoStore, userId, file, {
        nudityThreshold: settings.nudity_threshold_profile,
      });
      app.photoScreening.kick();
      return { photo };
    },
  );

  // Spec §2 chat photos: uploaded first, sent (and charged) with a message.
  app.post(
    '/api/chat-photos.php',
    {
      schema: { consumes: ['multipart/form-data'], response: { 200: chatPhotoResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.photoUpload },
    },
    async (request) => {
      const userId = request.member.userId;
      const file = await uploadedFile(request);
      const photo = await uploadChatPhoto(app.db, app.photoStore, userId, file);
      app.photoScreening.kick();
      return { photo };
    },
  );

  // Issue 29 §2: how the chat photo's nudity check went (the composer asks until it is done).
  app.get(
    '/api/chat-photos.php',
    {
      schema: { querystring: chatPhotoQuerySchema, response: { 200: chatPhotoResponseSchema } },
      config: { access: 'member' },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      const photo = await ownChatPhoto(
        app.db,
        request.member.userId,
        request.query.id,
        settings.nudity_threshold_chat,
      );
      if (!photo) throw notFound('No such photo.');
      return { photo };
    },
  );

  app.delete(
    '/api/photos.php',
    {
      config: { access: 'member' },
      schema: { querystring: photoDeleteQuerySchema, response: { 200: photosResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      await deletePhoto(app.db, app.photoStore, userId, request.query.id);
      return { photos: await ownPhotos(app.db, userId) };
    },
  );

  app.put(
    '/api/photos.php',
    {
      config: { access: 'member' },
      schema: { body: photoMainBodySchema, response: { 200: photosResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      await choosePhotoAsMain(app.db, userId, request.body.id);
      return { photos: await ownPhotos(app.db, userId) };
    },
  );
}
