import multipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  idParamsSchema,
  noBodySchema,
  okResponseSchema,
  operatedProfileCreateSchema,
  operatedProfileListQuerySchema,
  operatedProfileListSchema,
  operatedProfileResponseSchema,
  operatedProfileUpdateSchema,
  operatorAssignmentSchema,
  operatorChoicesSchema,
  photoUploadResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { typed } from '../../http/zod';
import { photoInvalid, photoTooLarge } from '../media/service';
import { settingsForRequest } from '../site/request-site';
import { activeOperators } from '../staff/service';
import {
  addOperatedProfilePhoto,
  chooseOperatedProfileMainPhoto,
  createOperatedProfile,
  listOperatedProfiles,
  operatedProfile,
  removeOperatedProfilePhoto,
  setOperatedProfileOperators,
  updateOperatedProfile,
  type OperatedProfileContext,
} from './operated-profiles';

const photoParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  photo: z.coerce.number().int().positive(),
});

/**
 * The profiles the site operates (issue 48 §1), for staff with `profiles.manage`: listed, made,
 * edited, paused and retired, with their photos.
 */
export async function operatedProfileRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  const context = async (request: FastifyRequest): Promise<OperatedProfileContext> => {
    const settings = await settingsForRequest(request);
    return {
      db: app.db,
      staffId: request.staff.staffId,
      siteLanguage: settings.domain_language,
      cdnPrefix: settings.cdn_prefix,
    };
  };
  const config = { staff: 'profiles.manage' } as const;

  app.get(
    '/api/backoffice/operated-profiles',
    {
      schema: {
        querystring: operatedProfileListQuerySchema,
        response: { 200: operatedProfileListSchema },
      },
      config,
    },
    async (request) =>
      listOperatedProfiles(app.db, request.query, (await settingsForRequest(request)).cdn_prefix),
  );

  // The operators a profile may be given (issue 48 §1).
  app.get(
    '/api/backoffice/operated-profiles/operators',
    { schema: { response: { 200: operatorChoicesSchema } }, config },
    async () => ({ operators: await activeOperators(app.db) }),
  );

  app.put(
    '/api/backoffice/operated-profiles/:id/operators',
    {
      schema: {
        params: idParamsSchema,
        body: operatorAssignmentSchema,
        response: { 200: operatedProfileResponseSchema },
      },
      config,
    },
    async (request) => ({
      profile: await setOperatedProfileOperators(
        await context(request),
        request.params.id,
        request.body.staff_ids,
      ),
    }),
  );

  app.post(
    '/api/backoffice/operated-profiles',
    {
      schema: {
        body: operatedProfileCreateSchema,
        response: { 200: operatedProfileResponseSchema },
      },
      config,
    },
    async (request) => ({
      profile: await createOperatedProfile(await context(request), request.body),
    }),
  );

  app.get(
    '/api/backoffice/operated-profiles/:id',
    {
      schema: { params: idParamsSchema, response: { 200: operatedProfileResponseSchema } },
      config,
    },
    async (request) => ({
      profile: await operatedProfile(
        app.db,
        request.params.id,
        (await settingsForRequest(request)).cdn_prefix,
      ),
    }),
  );

  app.patch(
    '/api/backoffice/operated-profiles/:id',
    {
      schema: {
        params: idParamsSchema,
        body: operatedProfileUpdateSchema,
        response: { 200: operatedProfileResponseSchema },
      },
      config,
    },
    async (request) => ({
      profile: await updateOperatedProfile(await context(request), request.params.id, request.body),
    }),
  );

  // A photo: the same pipeline as a member's (re-encoded, screened, moderated).
  app.post(
    '/api/backoffice/operated-profiles/:id/photos',
    {
      schema: {
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadResponseSchema },
      },
      config,
    },
    async (request) => {
      if (!request.isMultipart()) throw photoInvalid();
      const part = await request.file();
      if (!part) throw photoInvalid();
      let file: Buffer;
      try {
        file = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
        throw error;
      }
      const settings = await settingsForRequest(request);
      const photo = await addOperatedProfilePhoto(
        {
          ...(await context(request)),
          store: app.photoStore,
          nudityThreshold: settings.nudity_threshold_profile,
        },
        request.params.id,
        file,
      );
      app.photoScreening.kick();
      return { photo };
    },
  );

  app.delete(
    '/api/backoffice/operated-profiles/:id/photos/:photo',
    { schema: { params: photoParamsSchema, response: { 200: okResponseSchema } }, config },
    async (request) => {
      await removeOperatedProfilePhoto(
        { ...(await context(request)), store: app.photoStore },
        request.params.id,
        request.params.photo,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/backoffice/operated-profiles/:id/photos/:photo/main',
    {
      schema: {
        params: photoParamsSchema,
        body: noBodySchema,
        response: { 200: okResponseSchema },
      },
      config,
    },
    async (request) => {
      await chooseOperatedProfileMainPhoto(
        await context(request),
        request.params.id,
        request.params.photo,
      );
      return { ok: true as const };
    },
  );
}
