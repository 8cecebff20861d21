import type { VerificationChallenge, VerificationRefusal } from '@app/shared/contracts';
import type { FaceReading } from './face-model';

// Issue 29 §3: what the face model's readings of an attempt's frames say. A pure function of
// the readings, so its rules are tested without a camera, and its numbers are named here.

// Likeness is the face model's (`human.match.similarity`, 0–1). Measured on the package's sample
// faces: one person in different photos 0.57–0.83, different people 0.19–0.45.
/** A likeness with the member's photos at least this high verifies them (with the challenge). */
export const MATCH_VERIFIES = 0.6;
/** Below this, the face in the frames is someone else's: refused. Between: a person decides. */
export const MATCH_REFUSES = 0.4;
/** Every frame's face must be this alike the first frame's: no swapping faces mid-way. */
const SAME_FACE = 0.55;
/** A frame's face counts as turned past this many radians (about 11°), as centred under 8°. */
const TURNED = 0.2;
const CENTRED = 0.14;
/** Frames that must show one face: most of them, in case one is blurred by the movement. */
const FRAMES_WITH_FACE = 0.6;

export interface Judgement {
  outcome: 'verified' | 'refused' | 'review';
  reason: VerificationRefusal | null;
  /** The median likeness of the frames' face with the member's best matching photo. */
  similarity: number | null;
  challengeSeen: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Whether the frames show the head turning as asked: centred in one frame and turned the asked
 * way in a later one. The model's yaw is negative when the face turns towards the picture's
 * right — the member's own left, the camera facing them — so "turn left" wants a negative yaw.
 */
export function challengeSeen(challenge: VerificationChallenge, yaws: number[]): boolean {
  const direction = challenge === 'turn_left' ? -1 : 1;
  const centred = yaws.findIndex((yaw) => Math.abs(yaw) <= CENTRED);
  if (centred === -1) return false;
  return yaws.slice(centred + 1).some((yaw) => yaw * direction >= TURNED);
}

/**
 * The outcome of an attempt. `frames`: the faces found in each frame, in order; `photos`: the
 * descriptions of the faces on the member's profile photos.
 */
export function judge(
  challenge: VerificationChallenge,
  frames: FaceReading[][],
  photos: number[][],
  similarity: (a: number[], b: number[]) => number,
): Judgement {
  const refused = (reason: VerificationRefusal, seen = false, likeness: number | null = null) => ({
    outcome: 'refused' as const,
    reason,
    similarity: likeness,
    challengeSeen: seen,
  });
  if (frames.some((faces) => faces.length > 1)) return refused('several_faces');
  const faces = frames.filter((found) => found.length === 1).map((found) => found[0]!);
  if (faces.length === 0 || faces.length < frames.length * FRAMES_WITH_FACE)
    return refused('no_face');
  const seen = challengeSeen(
    challenge,
    faces.map((face) => face.yaw),
  );
  // One person all along.
  const first = faces[0]!.embedding;
  const oneFace = faces.every((face) => similarity(first, face.embedding) >= SAME_FACE);
  // No face on the profile photos to compare with: a person looks.
  if (photos.length === 0)
    return { outcome: 'review', reason: null, similarity: null, challengeSeen: seen };
  const likeness = median(
    faces.map((face) => Math.max(...photos.map((photo) => similarity(face.embedding, photo)))),
  );
  if (likeness < MATCH_REFUSES) return refused('face_mismatch', seen, likeness);
  if (!seen) return refused('challenge_not_seen', false, likeness);
  if (likeness >= MATCH_VERIFIES && oneFace)
    return { outcome: 'verified', reason: null, similarity: likeness, challengeSeen: true };
  return { outcome: 'review', reason: null, similarity: likeness, challengeSeen: seen };
}
