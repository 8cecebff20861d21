import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './values';

export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** `POST /api/password-reset.php`: send a reset link to this address. */
export const passwordResetRequestSchema = z.object({ email: z.string().trim().min(1).max(254) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `PUT /api/password-reset.php`: the link's token and the new password, typed twice. */
export const passwordResetSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
  password_repeat: z.string().max(PASSWORD_MAX_LENGTH),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Both password-reset calls answer `{ ok: true }`. */
export const passwordResetResponseSchema = z.object({ ok: z.literal(true) });
