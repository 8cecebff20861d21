import type { Db } from '../../db/database';
import type { NewOutboxMail, OutboxMailRow } from './tables';

// The outbox of the embedded mail port.

export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insertInto('outbox_mail').values(mail).execute();
}

export function latestOutboxMails(db: Db, limit: number): Promise<OutboxMailRow[]> {
  return db.selectFrom('outbox_mail').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function logMail(
  db: Db,
  mail: { to_address: string; subject: string; sent_at: string },
) {
  await db.insertInto('mail_log').values(mail).execute();
}

/** The mails sent to an address, newest first. */
export function mailsSentTo(db: Db, address: string, limit: number) {
  return db
    .selectFrom('mail_log')
    .select(['subject', 'sent_at'])
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function forgetMailsTo(db: Db, address: string) {
  await db.deleteFrom('mail_log').where('to_address', '=', address).execute();
}
