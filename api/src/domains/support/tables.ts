import type { Generated, Insertable } from 'kysely';
import type { ComplaintStatus } from '@app/shared/contracts';

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
  /** Where support is with it (issue 26 §4). */
  status: Generated<ComplaintStatus>;
  /** The last change by support; null while untouched. */
  updated_at: string | null;
}

/** A reply from the back office, mailed to the complainant in the complaint's thread. */
export interface ComplaintReplyTable {
  id: Generated<number>;
  complaint_id: number;
  staff_id: number;
  body: string;
  created_at: string;
}

/** Support's note on a member (issue 48 §2): on the file, never shown to the member. */
export interface MemberNoteTable {
  id: Generated<number>;
  user_id: number;
  /** Null once the staff account is gone. */
  staff_id: number | null;
  body: string;
  created_at: string;
}

export interface SupportTables {
  complaint: ComplaintTable;
  complaint_reply: ComplaintReplyTable;
  member_note: MemberNoteTable;
}

export type NewComplaint = Insertable<ComplaintTable>;
