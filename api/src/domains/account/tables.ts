import type { deleteReasons } from '@app/shared/contracts';
import type { Generated, Insertable, Selectable } from 'kysely';

/** How a member came to sign up (spec §3 tracking data), stored once with the account. */
export interface SignupTrackingTable {
  user_id: number;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  /** The lander the member signed up through (issue 28 §1). */
  campaign: string | null;
  created_at: string;
}

/** A member who asked to leave: erased REACTIVATION_DAYS after `requested_at` unless they return. */
export interface AccountDeletionTable {
  user_id: number;
  reason: (typeof deleteReasons)[number];
  remarks: string | null;
  /** What the account was before (active or not_confirmed): reactivation restores it. */
  previous_status: 'active' | 'not_confirmed';
  requested_at: string;
}

/** A member's own data download, built in the background (issue 48 §4, migration 0074). */
export interface DataExportTable {
  id: Generated<number>;
  user_id: number;
  status: 'building' | 'ready' | 'taken' | 'failed';
  progress: Generated<number>;
  archive: Uint8Array | null;
  token_hash: string | null;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
}

export interface AccountTables {
  signup_tracking: SignupTrackingTable;
  account_deletion: AccountDeletionTable;
  data_export: DataExportTable;
}

export type NewSignupTracking = Insertable<SignupTrackingTable>;
export type AccountDeletionRow = Selectable<AccountDeletionTable>;
export type NewAccountDeletion = Insertable<AccountDeletionTable>;
