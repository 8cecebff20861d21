import { outboxResponseSchema, type OutboxMail } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import * as repo from './repository';
import type { OutboxMailRow } from './tables';

/** The newest mails the outbox lists. */
const OUTBOX_LIMIT = 50;

/**
 * GET /api/outbox.php: the mails the embedded default kept, newest first, with their links.
 * Only with the outbox port: where mail really leaves (SMTP) there is nothing to list.
 */
export async function mailRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/outbox.php',
    { schema: { response: { 200: outboxResponseSchema } } },
    async () => {
      if (fastify.mailer.kind !== 'outbox') throw notFound('Mail is sent by SMTP: no outbox.');
      return { mails: (await repo.latestOutboxMails(fastify.db, OUTBOX_LIMIT)).map(toOutboxMail) };
    },
  );
}

function toOutboxMail(row: OutboxMailRow): OutboxMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sent_at: row.created_at,
    links: [...new Set(row.text_body.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
  };
}
