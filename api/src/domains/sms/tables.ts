import type { Generated, Selectable } from 'kysely';

/** Text messages the embedded default "sent" (listed on /outbox beside the mails). */
export interface SmsOutboxTable {
  id: Generated<number>;
  to_phone: string;
  text: string;
  created_at: string;
}

export interface SmsTables {
  sms_outbox: SmsOutboxTable;
}

export type SmsOutboxRow = Selectable<SmsOutboxTable>;
