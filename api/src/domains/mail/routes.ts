import { outboxResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/errors';
import { isLoopback } from '../../http/loopback';
import { typed } from '../../http/zod';
import { latestOutboxTexts } from '../sms/sender';
import { latestOutboxMails } from './outbox';

/** The newest mails the outbox lists. */
const OUTBOX_LIMIT = 50;

/**
 * GET /api/outbox.php: the mails and text messages the embedded defaults kept, newest first,
 * mails with their links. Demo mode only (app.ts does not register it in production), only with
 * an outbox port (what really leaves is not listed), and only to a browser on this machine: the
 * outbox holds every member's reset and activation links, so anyone else reading it could take
 * over any account.
 */
export async function mailRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/outbox.php',
    { schema: { response: { 200: outboxResponseSchema } } },
    async (request) => {
      if (!isLoopback(request.ip))
        throw new HttpError(
          403,
          'forbidden',
          'The outbox is shown only to a browser on the machine that runs the demo.',
        );
      const mails = fastify.mailer.kind === 'outbox';
      const texts = fastify.sms.kind === 'outbox';
      if (!mails && !texts) throw notFound('Mail and SMS really leave: no outbox.');
      return {
        mails: mails ? await latestOutboxMails(fastify.db, OUTBOX_LIMIT) : [],
        texts: texts
          ? (await latestOutboxTexts(fastify.db, OUTBOX_LIMIT)).map((row) => ({
              id: row.id,
              to: row.to_phone,
              text: row.text,
              sent_at: row.created_at,
            }))
          : [],
      };
    },
  );
}
