import multipart from '@fastify/multipart';
import {
  VERIFICATION_FRAMES,
  VERIFICATION_FRAME_MAX_BYTES,
  errorCodes,
  idParamsSchema,
  noBodySchema,
  okResponseSchema,
  verificationAttemptSchema,
  verificationFrameParamsSchema,
  verificationFrameSchema,
  verificationFramesQuerySchema,
  verificationQueueSchema,
  verificationResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  decideAttempt,
  reviewFrame,
  reviewQueue,
  startVerification,
  submitFrames,
  verificationOf,
} from './verification';

const badFrames = () =>
  new HttpError(400, errorCodes.photo_invalid, `Send 1 to ${VERIFICATION_FRAMES} JPEG frames.`);

/**
 * Issue 29 §3: a member's photo verification (start one, send its frames, see how it went), and
 * the back office's queue of attempts the face model left to a person.
 */
export async function verificationRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  await app.register(multipart, {
    limits: {
      fileSize: VERIFICATION_FRAME_MAX_BYTES,
      files: VERIFICATION_FRAMES,
      fields: 0,
      parts: VERIFICATION_FRAMES,
    },
  });

  /** Every uploaded frame, whole; refused when there is none or one is too large. */
  const uploadedFrames = async (request: FastifyRequest): Promise<Buffer[]> => {
    if (!request.isMultipart()) throw badFrames();
    const frames: Buffer[] = [];
    try {
      for await (const part of request.files()) frames.push(await part.toBuffer());
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw badFrames();
      throw error;
    }
    if (frames.length === 0) throw badFrames();
    return frames;
  };

  app.get(
    '/api/verification.php',
    { schema: { response: { 200: verificationResponseSchema } }, config: { access: 'member' } },
    async (request) => verificationOf(app.db, request.member.userId),
  );

  app.post(
    '/api/verification.php',
    {
      schema: {
        body: noBodySchema,
        response: { 200: z.object({ attempt: verificationAttemptSchema }) },
      },
      config: { access: 'member' },
    },
    async (request) => ({ attempt: await startVerification(app.db, request.member.userId) }),
  );

  app.put(
    '/api/verification.php',
    {
      schema: {
        consumes: ['multipart/form-data'],
        querystring: verificationFramesQuerySchema,
        response: { 200: z.object({ attempt: verificationAttemptSchema }) },
      },
      config: { access: 'member', rateLimit: RATE_LIMITS.photoUpload },
    },
    async (request) => {
      const frames = await uploadedFrames(request);
      const attempt = await submitFrames(
        app.db,
        app.photoStore,
        request.member.userId,
        request.query.id,
        frames,
      );
      app.verificationChecks.kick();
      return { attempt };
    },
  );

  app.get(
    '/api/backoffice/verifications',
    {
      schema: { response: { 200: verificationQueueSchema } },
      config: { staff: 'verifications.review' },
    },
    async () => reviewQueue(app.db),
  );

  // The frames are shown to the moderators deciding, never served under /uploads/.
  app.get(
    '/api/backoffice/verifications/:id/frames/:n',
    {
      schema: {
        params: verificationFrameParamsSchema,
        response: { 200: verificationFrameSchema },
      },
      config: { staff: 'verifications.review' },
    },
    async (request, reply) => {
      const frame = await reviewFrame(app.db, app.photoStore, request.params.id, request.params.n);
      if (!frame) throw notFound('No such frame.');
      // Bytes go out as they are; the contract's string documents the body.
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-store')
        .send(frame as unknown as string);
    },
  );

  for (const verdict of ['approve', 'reject'] as const)
    app.post(
      `/api/backoffice/verifications/:id/${verdict}`,
      {
        schema: { params: idParamsSchema, body: noBodySchema, response: { 200: okResponseSchema } },
        config: { staff: 'verifications.review' },
      },
      async (request) => {
        await decideAttempt(
          app.db,
          app.photoStore,
          request.params.id,
          verdict === 'approve',
          request.staff.staffId,
        );
        return { ok: true as const };
      },
    );
}
