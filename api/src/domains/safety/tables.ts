import type { ReportOutcome, reportReasons } from '@app/shared/contracts';
import type { Generated } from 'kysely';

/** One row per (blocker, blocked) pair (migration 0012). */
export interface MemberBlockTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** A report, kept for the moderators. */
export interface MemberReportTable {
  id: Generated<number>;
  reporter_id: number;
  reported_id: number;
  reason: (typeof reportReasons)[number];
  remarks: string | null;
  created_at: string;
  /** `open` until a moderator handles the reports about the member (issue 26 §3). */
  status: Generated<'open' | 'closed'>;
  outcome: ReportOutcome | null;
  handled_at: string | null;
  handled_by: number | null;
  /**
   * 1: filed by the site itself (the burst rule, issue 29 §1), about a message to `reporter_id`,
   * who reported nothing and is not told of the outcome.
   */
  automatic: Generated<number>;
}

/** A sanctioned member's appeal (issue 48 §2, migration 0071): one per sanction. */
export interface MemberAppealTable {
  id: Generated<number>;
  user_id: number;
  sanction_id: number;
  body: string;
  /** The member's language when they appealed: the answer is mailed in it. */
  language: string;
  status: 'open' | 'accepted' | 'refused';
  answer: string | null;
  staff_id: number | null;
  created_at: string;
  answered_at: string | null;
}

/** A keyed hash of a browser or sign-up address range a member used (migration 0072). */
export interface MemberTraceTable {
  user_id: number;
  kind: 'device' | 'signup_network';
  value: string;
  first_seen: string;
  last_seen: string;
}

export interface SafetyTables {
  member_block: MemberBlockTable;
  member_report: MemberReportTable;
  member_appeal: MemberAppealTable;
  member_trace: MemberTraceTable;
}
