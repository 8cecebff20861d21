import type { Db, Tx } from '../../db/database';
import { HttpError } from '../../http/errors';
import * as repo from './repository';
import type { CreditEntryRow } from './tables';

export interface CreditChange {
  userId: number;
  /** Positive grants, negative charges. */
  amount: number;
  reason: string;
  /** The client's Idempotency-Key for a paid action; a repeat charges nothing more. */
  idempotencyKey?: string;
}

/** Spec §8 "Not enough credits (with a buy button)". */
export const notEnoughCredits = () =>
  new HttpError(402, 'not_enough_credits', 'Not enough credits.');

/**
 * Changes a member's credits: balance and ledger entry in one transaction, never below zero.
 * With an idempotency key, a repeat (also one racing the first) returns the first entry and
 * changes nothing (RELIABILITY 1, 2).
 */
export async function changeCredits(
  db: Db,
  change: CreditChange,
  now = new Date(),
): Promise<CreditEntryRow> {
  const { userId, idempotencyKey = null } = change;
  if (idempotencyKey !== null) {
    const earlier = await repo.findEntryByKey(db, userId, idempotencyKey);
    if (earlier) return earlier;
  }
  try {
    return await db.transaction().execute((tx) => changeCreditsIn(tx, change, now));
  } catch (error) {
    // A parallel repeat of the same key committed first: its entry is the answer.
    if (idempotencyKey !== null && !(error instanceof HttpError)) {
      const earlier = await repo.findEntryByKey(db, userId, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/**
 * The same change inside a transaction the caller opened, for writes that must commit together
 * with it (the sign-up grant with the account). No idempotency lookup: the caller's own write
 * makes the repeat impossible.
 */
export async function changeCreditsIn(
  tx: Tx,
  change: CreditChange,
  now = new Date(),
): Promise<CreditEntryRow> {
  const { userId, amount, reason, idempotencyKey = null } = change;
  const entry = await repo.changeBalanceWithEntry(tx, {
    user_id: userId,
    amount,
    reason,
    idempotency_key: idempotencyKey,
    created_at: now.toISOString(),
  });
  if (!entry) throw notEnoughCredits();
  return entry;
}

/**
 * Holds credits for a first message waiting to be accepted (issue 29 §1): not taken — the balance
 * and the ledger stay as they are — but no longer free to spend. "Not enough credits" when fewer
 * are free.
 */
export async function holdCredits(tx: Tx, userId: number, amount: number): Promise<void> {
  if (amount > 0 && !(await repo.holdCredits(tx, userId, amount))) throw notEnoughCredits();
}

/** Releases held credits: the request was declined or expired. */
export async function releaseCredits(tx: Tx, userId: number, amount: number): Promise<void> {
  if (amount > 0) await repo.releaseCredits(tx, userId, amount);
}

/**
 * Turns held credits into the charge they were held for (the request was accepted): released
 * and charged in the caller's transaction, so the charge cannot fail for want of credits — the
 * balance never drops under what is held.
 */
export async function chargeHeld(
  tx: Tx,
  change: CreditChange & { idempotencyKey: string },
  now = new Date(),
): Promise<CreditEntryRow | null> {
  if (change.amount >= 0) return null;
  await repo.releaseCredits(tx, change.userId, -change.amount);
  return changeCreditsIn(tx, change, now);
}
