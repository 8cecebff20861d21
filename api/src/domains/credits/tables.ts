import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One change of a member's credits. Append-only; the balance itself is `app_user.credits`,
 * which only the credits repository writes, always together with an entry.
 */
export interface CreditEntryTable {
  id: Generated<number>;
  user_id: number;
  /** Positive for a grant or purchase, negative for a paid action. */
  amount: number;
  /** Why: opening_balance, signup_bonus, purchase, message, photo, gift, … */
  reason: string;
  /** The client's Idempotency-Key for a paid action: a repeat is answered from this entry. */
  idempotency_key: string | null;
  balance_after: number;
  created_at: string;
}

/**
 * A staff member's change of a member's credits (issue 26 §4). Up to CREDIT_ADJUSTMENT_LIMIT it
 * is `applied` at once; above, it is `waiting` until another staff member `applied` or `refused`
 * it. Applied, its ledger entry is `credit_entry_id`.
 */
export interface CreditAdjustmentTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  reason: string;
  idempotency_key: string;
  requested_by: number;
  requested_at: string;
  status: 'applied' | 'waiting' | 'refused';
  decided_by: number | null;
  decided_at: string | null;
  credit_entry_id: number | null;
}

export interface CreditsTables {
  credit_entry: CreditEntryTable;
  credit_adjustment: CreditAdjustmentTable;
}

export type CreditEntryRow = Selectable<CreditEntryTable>;
export type NewCreditEntry = Insertable<CreditEntryTable>;
