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

export interface CreditsTables {
  credit_entry: CreditEntryTable;
}

export type CreditEntryRow = Selectable<CreditEntryTable>;
export type NewCreditEntry = Insertable<CreditEntryTable>;
