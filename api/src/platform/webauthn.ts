import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * Passkey ceremonies checked by @simplewebauthn/server, the same for staff (issue 26 §2) and
 * members (issue 29 §4). Both ask for user verification (the device's PIN or biometrics), so a
 * passkey is two factors in itself.
 */

/** Where the ceremony happens: the site's host (the RP ID) and the page's origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** A stored credential, as both kinds of passkey tables keep it. */
export interface StoredPasskey {
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
}

export const transportsOf = (json: string) => JSON.parse(json) as AuthenticatorTransport[];

/** The challenge the browser signed, read from its answer (base64url, as it was issued). */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const clientData = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** The new credential to store, or null when the answer to create() does not hold. */
export async function verifiedRegistration(
  response: RegistrationResponseJSON,
  challenge: string,
  rp: RelyingParty,
): Promise<(Omit<StoredPasskey, 'transports'> & { transports: string }) | null> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return null;
  const { credential } = verification.registrationInfo;
  return {
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
  };
}

/** The authenticator's new counter, or null when the answer to get() does not hold. */
export async function verifiedAssertion(
  response: AuthenticationResponseJSON,
  challenge: string,
  rp: RelyingParty,
  passkey: StoredPasskey,
): Promise<number | null> {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
  }).catch(() => null);
  return verification?.verified ? verification.authenticationInfo.newCounter : null;
}
