import { outboxResponseSchema, type OutboxMail } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { typed } from '../../http/zod';
import { latestOutboxTexts } from '../sms/sender';
import * as repo from './repository';
import type { OutboxMailRow } from './tables';

/** The newest mails the outbox lists. */
const OUTBOX_LIMIT = 50;

/**
 * GET /api/outbox.php: the mails and text messages the embedded defaults kept, newest first,
 * mails with their links. Only with an outbox port: what really leaves (SMTP, an SMS gateway)
 * is not listed.
 */
export async function mailRoutes(fastify: FastifyInstance) {
  typed(fastify).get(
    '/api/outbox.php',
    { schema: { response: { 200: outboxResponseSchema } } },
    async () => {
      const mails = fastify.mailer.kind === 'outbox';
      const texts = fastify.sms.kind === 'outbox';
      if (!mails && !texts) throw notFound('Mail and SMS really leave: no outbox.');
      return {
        mails: mails
          ? (await repo.latestOutboxMails(fastify.db, OUTBOX_LIMIT)).map(toOutboxMail)
          : [],
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
