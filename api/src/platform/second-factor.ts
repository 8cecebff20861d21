import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP and recovery codes, the same for staff (issue 26 §2) and members (issue 29 §4): otplib
 * checks the codes, qrcode draws the secret for the authenticator app.
 */

/** Recovery codes given when TOTP is set up, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/** A TOTP code is accepted from the step before to the step after now (clock drift). */
const TOTP_TOLERANCE_S = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new secret, as the otpauth URL an app reads from a QR code, the QR code, and as text. */
export async function newTotpSecret(
  issuer: string,
  label: string,
): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
  const secret = generateSecret();
  const otpauth_url = generateURI({ issuer, label, secret });
  const qr_svg = await QRCode.toString(otpauth_url, { type: 'svg', margin: 1 });
  return { secret, otpauth_url, qr_svg };
}

/**
 * Checks a TOTP code; answers the time step it belongs to, or null when it is not right (or not
 * after `afterTimeStep`: a code already used is refused).
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep?: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.trim(),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_S,
    ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Six digits: a TOTP code; anything else given as a second factor is a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.trim());

/** Ten codes like `3f9a1-c07be`, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

/** What is stored of a recovery code: case, spaces and dashes as typed do not matter. */
export const recoveryHash = (code: string) =>
  sha256(code.trim().toLowerCase().replace(/[\s-]/g, ''));
