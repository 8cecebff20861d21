import type { VerificationRefusal } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import type { NewVerification, VerificationRow } from './tables';

// Photo verification attempts (issue 29 §3, verification.ts).

export async function insertAttempt(db: Db, attempt: NewVerification): Promise<VerificationRow> {
  return db.insertInto('verification').values(attempt).returningAll().executeTakeFirstOrThrow();
}

export function latestAttempt(db: Db, userId: number) {
  return db
    .selectFrom('verification')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function attemptsSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('verification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's attempt waiting for frames, made checking with them; false when it was not. */
export async function attachFrames(
  db: Db,
  userId: number,
  id: number,
  frames: string[],
  notBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable('verification')
    .set({ frames: JSON.stringify(frames), status: 'checking' })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'challenged')
    .where('created_at', '>=', notBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Attempts whose frames wait for the face model, oldest first. */
export function attemptsToCheck(db: Db, limit: number) {
  return db
    .selectFrom('verification')
    .select(['id', 'user_id', 'challenge', 'frames'])
    .where('status', '=', 'checking')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** What the model found, and the outcome; once (another node may have checked it first). */
export async function recordCheck(
  db: Db,
  id: number,
  check: {
    status: 'verified' | 'refused' | 'review';
    reason: VerificationRefusal | null;
    similarity: number | null;
    challenge_seen: number;
    frames: string;
    checked_at: string;
    decided_at: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('verification')
    .set(check)
    .where('id', '=', id)
    .where('status', '=', 'checking')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Attempts waiting for a person, oldest first, with whose they are. */
export function reviewQueue(db: Db, limit: number) {
  return db
    .selectFrom('verification')
    .innerJoin('profile', 'profile.user_id', 'verification.user_id')
    .select([
      'verification.id',
      'verification.user_id as member_id',
      'profile.name as member_name',
      'verification.challenge',
      'verification.created_at',
      'verification.similarity',
      'verification.challenge_seen',
      'verification.frames',
    ])
    .where('verification.status', '=', 'review')
    .orderBy('verification.id')
    .limit(limit)
    .execute();
}

export async function reviewCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('verification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'review')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAttempt(db: Db, id: number) {
  return db.selectFrom('verification').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A person's decision on a doubtful attempt, once; answers its member and frames, or nothing. */
export function decideReview(
  db: Db,
  id: number,
  decision: { status: 'verified' | 'refused'; reason: VerificationRefusal | null },
  staffId: number,
  at: string,
) {
  return db
    .updateTable('verification')
    .set({ ...decision, reviewed_by: staffId, decided_at: at, frames: '[]' })
    .where('id', '=', id)
    .where('status', '=', 'review')
    .returning(['user_id'])
    .executeTakeFirst();
}

/** Attempts whose challenge lapsed without frames: refused as expired. */
export async function expireChallenges(db: Db, before: string, at: string): Promise<number> {
  const result = await db
    .updateTable('verification')
    .set({ status: 'refused', reason: 'expired', decided_at: at })
    .where('status', '=', 'challenged')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
