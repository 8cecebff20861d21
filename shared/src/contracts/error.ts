import { z } from 'zod';

/**
 * Every error code the API answers with. The client keeps a translated text per code
 * (spec §8); a new code needs a new text there.
 */
export const errorCodes = {
  authentication_required: 'authentication_required',
  login_failed: 'login_failed',
  login_locked: 'login_locked',
  validation_failed: 'validation_failed',
  not_found: 'not_found',
  forbidden: 'forbidden',
  cross_site_request: 'cross_site_request',
  /** Anything unexpected on the server; the client shows its generic error text. */
  internal_error: 'internal_error',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The body of every non-2xx API answer: `{ error: { code, message, params? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
