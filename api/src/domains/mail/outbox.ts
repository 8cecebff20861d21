import type { OutboxMail } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import * as repo from './repository';
import type { OutboxMailRow } from './tables';

/** The newest mails the embedded outbox kept, newest first, each with the links it holds. */
export async function latestOutboxMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return (await repo.latestOutboxMails(db, limit)).map(toOutboxMail);
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
