import type {
  VerificationChallenge,
  VerificationRefusal,
  VerificationStatus,
} from '@app/shared/contracts';
import type { Generated, Insertable, Selectable } from 'kysely';

/** One photo verification attempt (issue 29 §3; migration 0056). */
export interface VerificationTable {
  id: Generated<number>;
  user_id: number;
  challenge: VerificationChallenge;
  status: VerificationStatus;
  reason: VerificationRefusal | null;
  /** JSON: the stored frames' file names, in order; emptied once decided. */
  frames: Generated<string>;
  /** The median likeness of the frames' face with the member's photos; null until compared. */
  similarity: number | null;
  /** 1 when the challenge was seen followed, 0 when not; null until checked. */
  challenge_seen: number | null;
  created_at: string;
  checked_at: string | null;
  decided_at: string | null;
  /** The staff member who decided a doubtful attempt. */
  reviewed_by: number | null;
}

export interface VerificationTables {
  verification: VerificationTable;
}

export type VerificationRow = Selectable<VerificationTable>;
export type NewVerification = Insertable<VerificationTable>;
