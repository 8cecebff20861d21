import { CREDIT_ADJUSTMENT_LIMIT } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { findUserById } from '../auth/accounts';
import { recordStaffAction, requireReason } from '../staff/service';
import * as repo from './adjustments-repository';
import { changeCreditsIn } from './service';

// Issue 26 §4: support adjusts a member's credits — always through the ledger, with a reason.
// Up to CREDIT_ADJUSTMENT_LIMIT it is applied at once; above, it waits until another staff
// member approves it (four eyes). A request repeated with its idempotency key (a double click,
// a retried request) is made once; an approval applies the credits once, whoever races it.

/** The ledger's reason for an adjustment's entry. */
const LEDGER_REASON = 'adjustment';
const entryKey = (id: number) => `adjustment:${id}`;

export async function requestAdjustment(
  db: Db,
  {
    userId,
    staffId,
    amount,
    reason,
    idempotencyKey,
  }: { userId: number; staffId: number; amount: number; reason: string; idempotencyKey: string },
  now = new Date(),
) {
  const why = requireReason(reason);
  const earlier = await repo.findByKey(db, staffId, idempotencyKey);
  if (earlier) return earlier;
  if (!(await findUserById(db, userId))) throw notFound('No such member.');
  const waits = Math.abs(amount) > CREDIT_ADJUSTMENT_LIMIT;
  let id: number;
  try {
    id = await db.transaction().execute(async (tx) => {
      const { id } = await repo.insertAdjustment(tx, {
        user_id: userId,
        amount,
        reason: why,
        idempotency_key: idempotencyKey,
        requested_by: staffId,
        requested_at: now.toISOString(),
        status: waits ? 'waiting' : 'applied',
        ...(waits ? {} : { decided_by: staffId, decided_at: now.toISOString() }),
      });
      if (!waits) {
        const entry = await changeCreditsIn(
          tx,
          { userId, amount, reason: LEDGER_REASON, idempotencyKey: entryKey(id) },
          now,
        );
        await repo.recordEntry(tx, id, entry.id);
      }
      return id;
    });
  } catch (error) {
    // The same request, racing this one, committed first: it is the answer.
    const raced = await repo.findByKey(db, staffId, idempotencyKey);
    if (raced && !(error instanceof HttpError)) return raced;
    throw error;
  }
  await recordStaffAction(
    db,
    staffId,
    {
      action: waits ? 'credits.adjust_request' : 'credits.adjust',
      object: ['member', userId],
      after: { amount, adjustment: id, status: waits ? 'waiting' : 'applied' },
      reason: why,
    },
    now,
  );
  return (await repo.findAdjustment(db, id))!;
}

const notWaiting = () =>
  new HttpError(
    409,
    'already_reviewed',
    'This adjustment was decided already, or you asked for it (another person approves).',
  );

/**
 * Another staff member approves (the credits move, through the ledger) or refuses a waiting
 * adjustment. Never the one who asked for it; decided once.
 */
export async function decideAdjustment(
  db: Db,
  { id, staffId, approve }: { id: number; staffId: number; approve: boolean },
  now = new Date(),
) {
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    const decided = await repo.decideWaiting(tx, id, {
      status: approve ? 'applied' : 'refused',
      decided_by: staffId,
      decided_at: at,
    });
    if (!decided) throw notWaiting();
    if (approve) {
      const entry = await changeCreditsIn(
        tx,
        {
          userId: decided.user_id,
          amount: decided.amount,
          reason: LEDGER_REASON,
          idempotencyKey: entryKey(id),
        },
        now,
      );
      await repo.recordEntry(tx, id, entry.id);
    }
  });
  const adjustment = (await repo.findAdjustment(db, id))!;
  await recordStaffAction(
    db,
    staffId,
    {
      action: approve ? 'credits.adjust_approve' : 'credits.adjust_refuse',
      object: ['member', adjustment.user_id],
      before: { adjustment: id, status: 'waiting' },
      after: { adjustment: id, status: adjustment.status, amount: adjustment.amount },
    },
    now,
  );
  return adjustment;
}

export async function waitingAdjustments(db: Db) {
  return repo.adjustmentsWithStatus(db, 'waiting');
}
