import {
  dataExportArchiveSchema,
  dataExportDownloadQuerySchema,
  dataExportResponseSchema,
  noBodySchema,
} from '@app/shared/contracts';
import { paths } from '@app/shared/values';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import { ownDataStatus, requestOwnData, takeOwnData } from './own-data';

/** Where a browser lands from a used or expired link: the settings say so, and offer again. */
const SETTINGS_AFTER_BAD_LINK = `${paths.settings}?data_export=invalid#settings-data`;

/** Issue 48 §4: a member's own data, asked for in the settings, fetched from the mailed link. */
export async function ownDataRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/data-export.php',
    { config: { access: 'member' }, schema: { response: { 200: dataExportResponseSchema } } },
    async (request) => ({ export: await ownDataStatus(app.db, request.member.userId) }),
  );

  app.post(
    '/api/data-export.php',
    {
      config: { access: 'member', rateLimit: RATE_LIMITS.accountMail },
      schema: { body: noBodySchema, response: { 200: dataExportResponseSchema } },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      return {
        export: await requestOwnData(
          {
            db: app.db,
            dialect: app.dbDialect,
            mailer: app.mailer,
            store: app.photoStore,
            settings,
            origin: linkOrigin(app.config, settings),
            inBackground: app.inBackground,
            log: (error) => request.log.error(error),
          },
          request.member.userId,
        ),
      };
    },
  );

  // The mailed link: the token is the proof (mailed to the account's address, good once, for
  // DATA_EXPORT_LINK_HOURS), as a password-reset link is.
  app.get(
    '/api/data-export/download',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        querystring: dataExportDownloadQuerySchema,
        response: { 200: dataExportArchiveSchema },
      },
    },
    async (request, reply) => {
      try {
        const archive = await takeOwnData(app.db, request.query.token);
        return (
          reply
            .header('cache-control', 'no-store')
            .header('content-disposition', 'attachment; filename="my-data.zip"')
            .type('application/zip')
            // Bytes go out as they are (Fastify never serializes a Buffer).
            .send(Buffer.from(archive) as unknown as string)
        );
      } catch (error) {
        // A person following the mail's link reads a page, not an error body.
        if (error instanceof HttpError && request.headers.accept?.includes('text/html'))
          return reply.redirect(SETTINGS_AFTER_BAD_LINK, 303);
        throw error;
      }
    },
  );
}
