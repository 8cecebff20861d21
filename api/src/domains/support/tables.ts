import type { Generated, Insertable } from 'kysely';

/** A complaint to customer service (migration 0020). */
export interface ComplaintTable {
  id: Generated<number>;
  /** The site it was made on: whose support address it went to. */
  site_domain: string;
  /** The member who made it; null for a visitor (or once the account is erased). */
  user_id: number | null;
  /** Where the answer goes. */
  email: string;
  language: string;
  subject: string;
  description: string;
  conversation_id: number | null;
  member_id: number | null;
  created_at: string;
  /** When it reached the support address; null while mail has not taken it. */
  mailed_at: string | null;
}

export interface SupportTables {
  complaint: ComplaintTable;
}

export type NewComplaint = Insertable<ComplaintTable>;
