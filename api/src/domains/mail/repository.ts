import type { Db } from '../../db/database';
import type { NewOutboxMail, OutboxMailRow } from './tables';

// The outbox of the embedded mail port.

export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insertInto('outbox_mail').values(mail).execute();
}

export function latestOutboxMails(db: Db, limit: number): Promise<OutboxMailRow[]> {
  return db.selectFrom('outbox_mail').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
