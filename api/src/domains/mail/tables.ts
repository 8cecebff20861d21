import type { Generated, Insertable, Selectable } from 'kysely';

/** Mails the outbox port kept instead of sending (the embedded default). */
export interface OutboxMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

/** Every mail sent, without its body: what support sees of a member's mails. */
export interface MailLogTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  sent_at: string;
}

export interface MailTables {
  outbox_mail: OutboxMailTable;
  mail_log: MailLogTable;
}

export type OutboxMailRow = Selectable<OutboxMailTable>;
export type NewOutboxMail = Insertable<OutboxMailTable>;
