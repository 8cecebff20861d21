import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  challengeSeen,
  judge,
  MATCH_REFUSES,
  MATCH_VERIFIES,
} from '../../../src/domains/verification/judge';
import type { FaceReading } from '../../../src/domains/verification/face-model';

// The rules of a verification's outcome (issue 29 §3), on readings made up for each case: the
// face model's real readings are the subject of verification.test.ts.

/** Descriptions are one number here; likeness is 1 minus their distance. */
const likeness = (a: number[], b: number[]) => 1 - Math.abs(a[0]! - b[0]!);
const face = (who: number, yaw: number): FaceReading => ({ score: 0.9, yaw, embedding: [who] });
const turningLeft = (who: number) =>
  [0, -0.05, -0.2, -0.35, -0.4, -0.3].map((yaw) => [face(who, yaw)]);

describe('a verification judged', () => {
  it('sees a turn only after a centred frame, and only the way asked', () => {
    // The member's left is the picture's right: a negative yaw.
    assert.equal(challengeSeen('turn_left', [0, -0.1, -0.3]), true);
    assert.equal(challengeSeen('turn_right', [0, -0.1, -0.3]), false);
    assert.equal(challengeSeen('turn_right', [0.02, 0.3]), true);
    // Turned all along (a photo held at an angle), or centred only after the turn.
    assert.equal(challengeSeen('turn_left', [-0.3, -0.35, -0.4]), false);
    assert.equal(challengeSeen('turn_left', [-0.3, 0]), false);
  });

  it('verifies the member whose face matches, the challenge followed', () => {
    const judgement = judge('turn_left', turningLeft(0.5), [[0.5]], likeness);
    assert.equal(judgement.outcome, 'verified');
    assert.ok(judgement.similarity! >= MATCH_VERIFIES);
  });

  it('refuses someone else, and a challenge not followed', () => {
    assert.deepEqual(
      { ...judge('turn_left', turningLeft(0), [[0.9]], likeness), similarity: null },
      { outcome: 'refused', reason: 'face_mismatch', similarity: null, challengeSeen: true },
    );
    assert.ok(1 - 0.9 < MATCH_REFUSES);
    const still = [0, 0, 0, 0].map((yaw) => [face(0.5, yaw)]);
    assert.equal(judge('turn_left', still, [[0.5]], likeness).reason, 'challenge_not_seen');
  });

  it('refuses frames without a face or with several; leaves the doubtful to a person', () => {
    assert.equal(judge('turn_left', [[], [], [face(0.5, 0)]], [[0.5]], likeness).reason, 'no_face');
    const crowd = turningLeft(0.5);
    crowd[2] = [face(0.5, 0.2), face(0.1, 0)];
    assert.equal(judge('turn_left', crowd, [[0.5]], likeness).reason, 'several_faces');
    // Alike enough not to refuse, not enough to verify.
    const doubtful = judge(
      'turn_left',
      turningLeft(0.5),
      [[0.5 + (1 - MATCH_VERIFIES) + 0.05]],
      likeness,
    );
    assert.equal(doubtful.outcome, 'review');
    // No face on the profile photos to compare with.
    assert.equal(judge('turn_left', turningLeft(0.5), [], likeness).outcome, 'review');
  });
});
