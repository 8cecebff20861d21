import { z } from 'zod';
import { passkeyListSchema, totpEnrolmentSchema, webauthnResponseSchema } from './backoffice';

/**
 * A member's account security (issue 29 §4): passkeys (a login without a password) and TOTP as
 * an optional second factor with recovery codes. Turning either on or off asks for the password
 * again and ends the member's other sessions.
 */

/** `GET /api/account-security.php`. */
export const accountSecuritySchema = z.object({
  /** TOTP asked after the password at each login. */
  totp: z.boolean(),
  /** Unused recovery codes (each logs in once instead of a TOTP code). */
  recovery_codes_left: z.number().int(),
  passkeys: passkeyListSchema.shape.passkeys,
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** `POST /api/two-factor.php`: a new secret to scan (nothing changes until it is confirmed). */
export const memberTotpEnrolmentSchema = totpEnrolmentSchema;
export type MemberTotpEnrolment = z.infer<typeof memberTotpEnrolmentSchema>;

/** `PUT /api/two-factor.php`: the first code from the app and the password turn TOTP on. */
export const totpTurnOnSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  password: z.string().min(1).max(200),
});
export type TotpTurnOn = z.infer<typeof totpTurnOnSchema>;

/** `DELETE /api/two-factor.php`: the password turns TOTP off. */
export const totpTurnOffSchema = z.strictObject({ password: z.string().min(1).max(200) });
export type TotpTurnOff = z.infer<typeof totpTurnOffSchema>;

/**
 * `POST /api/recovery-codes.php`: new recovery codes while TOTP is on, with the password (the
 * answer is `totpConfirmedSchema`'s: the codes, this once; the earlier ones stop working).
 */
export const recoveryCodesRenewSchema = z.strictObject({ password: z.string().min(1).max(200) });
export type RecoveryCodesRenew = z.infer<typeof recoveryCodesRenewSchema>;

/** `POST /api/passkeys.php`: the browser's answer to create(), named, with the password. */
export const memberPasskeyRegistrationSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
  response: webauthnResponseSchema,
});
export type MemberPasskeyRegistration = z.infer<typeof memberPasskeyRegistrationSchema>;

/** `POST /api/passkey-options.php`: options for adding a passkey, or for logging in with one. */
export const passkeyOptionsRequestSchema = z.strictObject({
  purpose: z.enum(['register', 'login']),
});

/** `POST /api/passkey-login.php`: the browser's answer to get(). */
export const memberPasskeyLoginSchema = z.strictObject({ response: webauthnResponseSchema });

/** `DELETE /api/passkeys.php?id=`: one of the member's passkeys. */
export const passkeyQuerySchema = z.object({ id: z.coerce.number().int().positive() });
