import type { Insertable } from 'kysely';

/** How a member came to sign up (spec §3 tracking data), stored once with the account. */
export interface SignupTrackingTable {
  user_id: number;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  created_at: string;
}

export interface AccountTables {
  signup_tracking: SignupTrackingTable;
}

export type NewSignupTracking = Insertable<SignupTrackingTable>;
