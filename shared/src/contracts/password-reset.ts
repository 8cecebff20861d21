import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, errorCodes } from './values';

/** A new password (spec §5): its length counted in characters, as the member sees them. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { error: errorCodes.password_invalid })
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, {
    error: errorCodes.password_invalid,
  });

/** `POST /api/password-reset.php`: send a reset link to this address. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, { error: errorCodes.invalid_email }).max(254),
});

/** The request form: an address that can be one, before the server looks it up. */
export const passwordResetRequestFormSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: errorCodes.invalid_email })),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `PUT /api/password-reset.php`: the link's token and the new password, typed twice. */
export const passwordResetSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
  password_repeat: z.string().max(PASSWORD_MAX_LENGTH),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The reset form: the new password typed twice, the same both times (spec §5). */
export const passwordResetFormSchema = passwordResetSchema
  .omit({ token: true })
  .refine((form) => form.password === form.password_repeat, {
    path: ['password_repeat'],
    error: errorCodes.passwords_differ,
  });

/** Both password-reset calls answer `{ ok: true }`. */
export const passwordResetResponseSchema = z.object({ ok: z.literal(true) });
