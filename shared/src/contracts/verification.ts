import { z } from 'zod';
import { VERIFICATION_CHALLENGES, VERIFICATION_REFUSALS, VERIFICATION_STATUSES } from './values';

/**
 * Issue 29 §3 photo verification: one attempt, as its member sees it. `POST
 * /api/verification.php` starts one (the challenge to follow), `PUT ?id=` sends its frames,
 * `GET` answers the latest and whether the member is verified.
 */
export const verificationAttemptSchema = z.object({
  id: z.number().int(),
  challenge: z.enum(VERIFICATION_CHALLENGES),
  status: z.enum(VERIFICATION_STATUSES),
  /** Why it was refused; null otherwise. */
  reason: z.enum(VERIFICATION_REFUSALS).nullable(),
  created_at: z.string(),
  /** Until when its frames are taken (while it is `challenged`). */
  expires_at: z.string(),
});
export type VerificationAttempt = z.infer<typeof verificationAttemptSchema>;

export const verificationResponseSchema = z.object({
  /** When the member's photos were verified; null when they are not. */
  verified_at: z.string().nullable(),
  /** Their latest attempt; null before the first. */
  attempt: verificationAttemptSchema.nullable(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

export const verificationFramesQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** `GET /api/backoffice/verifications`: attempts waiting for a person, oldest first. */
export const verificationQueueSchema = z.object({
  waiting: z.number().int(),
  attempts: z.array(
    z.object({
      id: z.number().int(),
      member_id: z.number().int(),
      member_name: z.string(),
      challenge: z.enum(VERIFICATION_CHALLENGES),
      created_at: z.string(),
      /** How alike the selfie and the profile photos are (0–1); null when no face was compared. */
      similarity: z.number().nullable(),
      /** Whether the challenge was seen followed in the frames. */
      challenge_seen: z.boolean(),
      /** The frames, served to staff only (`…/frames/:n`), and the member's photos to compare. */
      frames: z.number().int(),
      photos: z.array(z.string()),
      /**
       * Issue 29 §4: where each of `photos` is seen — the photos after the main one through
       * signed links; absent from an older server (then `cdn_prefix` + file name).
       */
      photo_urls: z.array(z.string()).optional(),
    }),
  ),
});
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;
export const verificationFrameParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  n: z.coerce.number().int().min(0),
});
/** One frame, as the camera took it (re-encoded): a JPEG. */
export const verificationFrameSchema = z.string().describe('image/jpeg');
