import { randomBytes, randomInt } from 'node:crypto';
import {
  VERIFICATION_ATTEMPTS_PER_DAY,
  VERIFICATION_CHALLENGES,
  VERIFICATION_CHALLENGE_MINUTES,
  VERIFICATION_FRAMES,
  errorCodes,
  type VerificationAttempt,
  type VerificationChallenge,
  type VerificationResponse,
} from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import * as media from '../media/service';
import type { PhotoStore } from '../media/photo-store';
import { signPhotoLinks } from '../media/photo-links';
import { markVerified, verifiedAt } from '../members/service';
import { endQuarantine } from '../chat/service';
import { recordStaffAction } from '../staff/service';
import type { FaceModel } from './face-model';
import { judge } from './judge';
import * as repo from './repository';
import type { VerificationRow } from './tables';

// Issue 29 §3 photo verification. The member follows a random challenge in front of their camera;
// their browser sends a few frames; a job compares the face in them with the face on their
// profile photos (the embedded face model) and checks the challenge was followed. A clear match
// verifies them, a clear mismatch is refused, anything doubtful waits for a person. The frames
// are never shown to other members and are deleted once the attempt is decided.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Stored frames' names start so: the uploads folder never serves them (static/uploads.ts). */
export const FRAME_PREFIX = 'verify-';
/** Attempts the job takes per round. */
const CHECK_BATCH = 5;

const needsPhoto = () =>
  new HttpError(
    409,
    errorCodes.verification_needs_photo,
    'A verification compares your face with your profile photos: add one first.',
  );
const expired = () =>
  new HttpError(
    409,
    errorCodes.verification_expired,
    'This verification is not waiting for pictures any more: start again.',
  );
const limitReached = () =>
  new HttpError(429, errorCodes.verification_limit, 'No more verification attempts today.', {
    max: VERIFICATION_ATTEMPTS_PER_DAY,
  });

function toAttempt(row: VerificationRow): VerificationAttempt {
  return {
    id: row.id,
    challenge: row.challenge,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    expires_at: new Date(
      Date.parse(row.created_at) + VERIFICATION_CHALLENGE_MINUTES * MINUTE_MS,
    ).toISOString(),
  };
}

/** Where the member stands: verified or not, and their latest attempt. */
export async function verificationOf(db: Db, userId: number): Promise<VerificationResponse> {
  const [verified_at, latest] = await Promise.all([
    verifiedAt(db, userId),
    repo.latestAttempt(db, userId),
  ]);
  return { verified_at, attempt: latest ? toAttempt(latest) : null };
}

/**
 * A new attempt with a challenge chosen at random (`pick` lets a test choose). Refused without a
 * profile photo to compare with, and after the day's attempts.
 */
export async function startVerification(
  db: Db,
  userId: number,
  now = new Date(),
  pick: () => VerificationChallenge = () =>
    VERIFICATION_CHALLENGES[randomInt(VERIFICATION_CHALLENGES.length)]!,
): Promise<VerificationAttempt> {
  const photos = (await media.activeImagesByMember(db, [userId])).get(userId) ?? [];
  if (photos.length === 0) throw needsPhoto();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if ((await repo.attemptsSince(db, userId, since)) >= VERIFICATION_ATTEMPTS_PER_DAY)
    throw limitReached();
  const row = await repo.insertAttempt(db, {
    user_id: userId,
    challenge: pick(),
    status: 'challenged',
    created_at: now.toISOString(),
  });
  return toAttempt(row);
}

/**
 * The frames the member's browser recorded, stored (re-encoded: nothing of the files survives
 * but the picture) and handed to the job. Refused when the attempt is not theirs, not waiting
 * for frames, or its challenge was shown too long ago.
 */
export async function submitFrames(
  db: Db,
  store: PhotoStore,
  userId: number,
  id: number,
  frames: Buffer[],
  now = new Date(),
): Promise<VerificationAttempt> {
  const encoded = await Promise.all(
    frames.slice(0, VERIFICATION_FRAMES).map((frame) =>
      sharp(frame, { failOn: 'error', limitInputPixels: 4096 * 4096 })
        .rotate()
        .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  ).catch(() => {
    throw new HttpError(
      400,
      errorCodes.photo_invalid,
      'A frame is not an image the site can read.',
    );
  });
  const names = encoded.map(() => `${FRAME_PREFIX}${randomBytes(16).toString('hex')}.jpg`);
  await Promise.all(names.map((name, index) => store.save(name, encoded[index]!)));
  const notBefore = new Date(
    now.getTime() - VERIFICATION_CHALLENGE_MINUTES * MINUTE_MS,
  ).toISOString();
  if (!(await repo.attachFrames(db, userId, id, names, notBefore))) {
    await Promise.all(names.map((name) => store.remove(name)));
    throw expired();
  }
  return toAttempt((await repo.findAttempt(db, id))!);
}

interface CheckContext {
  db: Db;
  store: PhotoStore;
  model: FaceModel;
  log: FastifyBaseLogger;
}

/** Checks the attempts waiting for the model; answers how many it decided or sent to review. */
export async function checkAttempts(
  context: CheckContext,
  now = () => new Date(),
): Promise<number> {
  const { db, store, model } = context;
  let done = 0;
  for (;;) {
    const batch = await repo.attemptsToCheck(db, CHECK_BATCH);
    for (const attempt of batch) {
      await model.ready();
      const files: string[] = JSON.parse(attempt.frames);
      const frames = await Promise.all(files.map((file) => facesIn(context, file)));
      const photos = await profileFaces(context, attempt.user_id);
      const judgement = judge(attempt.challenge, frames, photos, (a, b) => model.similarity(a, b));
      const at = now();
      const decided = judgement.outcome !== 'review';
      const recorded = await repo.recordCheck(db, attempt.id, {
        status: judgement.outcome,
        reason: judgement.reason,
        similarity: judgement.similarity,
        challenge_seen: judgement.challengeSeen ? 1 : 0,
        // Kept only while a person has to look at them.
        frames: decided ? '[]' : attempt.frames,
        checked_at: at.toISOString(),
        decided_at: decided ? at.toISOString() : null,
      });
      if (!recorded) continue;
      if (judgement.outcome === 'verified') await verified(db, attempt.user_id, at);
      if (decided) await Promise.all(files.map((file) => store.remove(file)));
      done += 1;
    }
    if (batch.length < CHECK_BATCH) return done;
  }
}

/**
 * The member's photos are verified: the badge shows, and their first messages still held by the
 * new accounts' quarantine go now (issue 49 §1: "verify your photos to send it now"), delivered
 * and told to their recipients by the held-message sweep, within a minute.
 */
async function verified(db: Db, userId: number, at: Date) {
  await markVerified(db, userId, at);
  await endQuarantine(db, { senderId: userId }, at);
}

/** The faces in one stored frame; none when the file is gone or unreadable. */
async function facesIn({ store, model, log }: CheckContext, file: string) {
  try {
    const bytes = await store.read(file);
    return bytes ? await model.faces(bytes) : [];
  } catch (error) {
    log.warn({ err: error, file }, 'a verification frame could not be read');
    return [];
  }
}

/** The descriptions of the one face on each of the member's approved profile photos. */
async function profileFaces(context: CheckContext, userId: number): Promise<number[][]> {
  const photos = (await media.activeImagesByMember(context.db, [userId])).get(userId) ?? [];
  const faces = await Promise.all(photos.map((photo) => facesIn(context, photo.filename)));
  // A photo of several people says nothing about which one is the member.
  return faces.filter((found) => found.length === 1).map((found) => found[0]!.embedding);
}

/** Challenges shown too long ago without frames: refused as expired (the sweep). */
export function expireChallenges(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - VERIFICATION_CHALLENGE_MINUTES * MINUTE_MS);
  return repo.expireChallenges(db, before.toISOString(), now.toISOString());
}

/** Attempts waiting for a person shown per queue page. */
export const VERIFICATION_QUEUE_PAGE = 20;

/** The back office's queue: doubtful attempts, oldest first, with the member's photos. */
export async function reviewQueue(db: Db) {
  const [waiting, rows] = await Promise.all([
    repo.reviewCount(db),
    repo.reviewQueue(db, VERIFICATION_QUEUE_PAGE),
  ]);
  const photos = await media.activeImagesByMember(
    db,
    rows.map((row) => row.member_id),
  );
  return {
    waiting,
    attempts: await Promise.all(
      rows.map(async ({ frames, challenge_seen, ...row }) => {
        const images = photos.get(row.member_id) ?? [];
        return {
          ...row,
          challenge_seen: challenge_seen === 1,
          frames: (JSON.parse(frames) as string[]).length,
          photos: images.map((image) => image.filename),
          // Only the main photo is public: moderators see each through a staff link (§4).
          photo_urls: await Promise.all(
            images.map(
              async (image) =>
                (await signPhotoLinks(db, { viewer: 'staff', owner: row.member_id }, image)).url,
            ),
          ),
        };
      }),
    ),
  };
}

/** One frame of an attempt waiting for a person (staff only); null when there is none. */
export async function reviewFrame(
  db: Db,
  store: PhotoStore,
  id: number,
  n: number,
): Promise<Buffer | null> {
  const attempt = await repo.findAttempt(db, id);
  if (!attempt || attempt.status !== 'review') return null;
  const file = (JSON.parse(attempt.frames) as string[])[n];
  return file ? store.read(file) : null;
}

const alreadyDecided = () =>
  new HttpError(409, 'already_reviewed', 'This verification was decided already.');

/**
 * A person decides a doubtful attempt, once (two moderators: the second is told): approved, the
 * member is verified; either way the frames are deleted and the decision audited.
 */
export async function decideAttempt(
  db: Db,
  store: PhotoStore,
  id: number,
  approve: boolean,
  staffId: number,
  now = new Date(),
): Promise<void> {
  const attempt = await repo.findAttempt(db, id);
  if (!attempt || attempt.status !== 'review') throw alreadyDecided();
  const decided = await repo.decideReview(
    db,
    id,
    approve ? { status: 'verified', reason: null } : { status: 'refused', reason: 'not_approved' },
    staffId,
    now.toISOString(),
  );
  if (!decided) throw alreadyDecided();
  if (approve) await verified(db, attempt.user_id, now);
  await Promise.all((JSON.parse(attempt.frames) as string[]).map((file) => store.remove(file)));
  await recordStaffAction(
    db,
    staffId,
    {
      action: approve ? 'verification.approve' : 'verification.reject',
      object: ['member', attempt.user_id],
      before: { status: 'review', similarity: attempt.similarity },
      after: { status: approve ? 'verified' : 'refused' },
    },
    now,
  );
}
