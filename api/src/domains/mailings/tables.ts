import type { Generated, Selectable } from 'kysely';

/** A mailing marketing wrote (issue 48 §4). JSON columns: see mailings.ts. */
export interface MailingTable {
  id: Generated<number>;
  name: string;
  kind: 'news' | 'promotions';
  audience_json: string;
  texts_json: string;
  state: 'draft' | 'sending' | 'paused' | 'sent';
  audience_count: number | null;
  last_error: string | null;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/**
 * A member a mailing went to: `claimed` by the node sending it, then `sent` or `bounced`. One row
 * per member and mailing, so nobody gets one twice.
 */
export interface MailingDeliveryTable {
  mailing_id: number;
  user_id: number;
  status: 'claimed' | 'sent' | 'bounced';
  at: string;
}

/** The week a member's weekly digest was sent for (one per week, whatever the nodes). */
export interface WeeklyDigestTable {
  user_id: number;
  week: string;
  sent_at: string;
}

export interface MailingsTables {
  mailing: MailingTable;
  mailing_delivery: MailingDeliveryTable;
  weekly_digest: WeeklyDigestTable;
}

export type MailingRow = Selectable<MailingTable>;
