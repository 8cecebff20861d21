import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { errorCodes } from '@app/shared/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import {
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  recoveryHash,
  totpStep,
} from '../../platform/second-factor';
import {
  challengeOf,
  transportsOf,
  verifiedAssertion,
  verifiedRegistration,
  type RelyingParty,
} from '../../platform/webauthn';
import * as repo from './factors-repository';
import { verifyPassword } from './password';
import { findUserById } from './repository';

/**
 * Members' account security (issue 29 §4, ASVS 5.0 level 2): passkeys — a login without a
 * password, the device's own check (PIN, biometrics) being the second factor — and TOTP as an
 * optional second factor after the password, with single-use recovery codes. Turning either on
 * or off needs the password again; the routes end the member's other sessions after each change.
 */

/** Between a right password and its second factor. */
export const SECOND_FACTOR_WAIT_MS = 5 * 60 * 1000;
/** Wrong codes in one login before it ends (then the password again, with its own limits). */
export const MEMBER_MAX_WRONG_CODES = 5;
/** A passkey ceremony's challenge lives this long. */
const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;
/** A new TOTP secret waits this long for its first code. */
const TOTP_ENROL_MS = 15 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

const passwordWrong = () =>
  new HttpError(400, errorCodes.password_wrong, 'Please check your password.', {
    field: 'password',
  });
const codeWrong = () =>
  new HttpError(
    400,
    errorCodes.second_factor_wrong,
    'This code is not right, or was used already.',
    {
      field: 'code',
    },
  );
const loginExpired = () =>
  new HttpError(401, errorCodes.second_factor_locked, 'Log in again with your password.');
const passkeyRefused = () =>
  new HttpError(401, errorCodes.passkey_not_accepted, 'This passkey was not accepted. Try again.');
const passkeyNotAdded = () =>
  new HttpError(400, errorCodes.passkey_refused, 'This passkey could not be added. Try again.');

async function assertPassword(db: Db, userId: number, password: string) {
  const account = await findUserById(db, userId);
  if (!account || !(await verifyPassword(account.password_hash, password))) throw passwordWrong();
  return account;
}

/** The member's address: how their authenticator app and passkey manager name the account. */
async function addressOf(db: Db, userId: number) {
  const account = await findUserById(db, userId);
  if (!account) throw notFound('No such member.');
  return account.email;
}

/** What the settings page shows: whether TOTP is on, recovery codes left, the passkeys. */
export async function accountSecurity(db: Db, userId: number) {
  const totp = await repo.totpOf(db, userId);
  const passkeys = await repo.passkeysOf(db, userId);
  return {
    totp: Boolean(totp?.totp_secret),
    recovery_codes_left: await repo.recoveryCodesLeft(db, userId),
    passkeys: passkeys.map(({ id, name, created_at, last_used_at }) => ({
      id,
      name,
      created_at,
      last_used_at,
    })),
  };
}

/** Step one of turning TOTP on: a new secret, as a QR code and as text to type. */
export async function startTotp(db: Db, userId: number, issuer: string, now = new Date()) {
  const enrolment = await newTotpSecret(issuer, await addressOf(db, userId));
  await repo.putChallenge(
    db,
    {
      key: `enrol:${userId}`,
      user_id: userId,
      value: enrolment.secret,
      expires_at: later(now, TOTP_ENROL_MS),
    },
    now.toISOString(),
  );
  return enrolment;
}

/**
 * Step two: the password and a first code from the app (it holds the secret). TOTP is on;
 * the recovery codes are answered this once, stored hashed.
 */
export async function confirmTotp(
  db: Db,
  userId: number,
  { code, password }: { code: string; password: string },
  now = new Date(),
): Promise<string[]> {
  await assertPassword(db, userId, password);
  const key = `enrol:${userId}`;
  const pending = await repo.findChallenge(db, key, now.toISOString());
  if (!pending)
    throw new HttpError(409, errorCodes.second_factor_required, 'Start again: scan a new code.');
  const step = await totpStep(pending.value, code, now);
  if (step === null) throw codeWrong();
  if (!(await repo.takeChallenge(db, key, now.toISOString())))
    throw new HttpError(409, errorCodes.second_factor_required, 'Start again: scan a new code.');
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (tx) => {
    await repo.setTotp(tx, userId, pending.value, step);
    // Codes of an earlier time TOTP was on (written down, perhaps lost) do not come back with it.
    await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
  });
  return codes;
}

/** TOTP off, confirmed by the password: logins need the password only again. */
export async function turnOffTotp(db: Db, userId: number, password: string) {
  await assertPassword(db, userId, password);
  await db.transaction().execute(async (tx) => {
    await repo.setTotp(tx, userId, null, null);
    await repo.deleteRecoveryCodes(tx, userId);
  });
}

/**
 * TOTP off at support's hands (a member who lost the phone and their recovery codes, checked by
 * support): no password, as the member cannot log in to give it. False when it was off already.
 */
export async function turnOffTotpForSupport(db: Db, userId: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await repo.totpOf(tx, userId))?.totp_secret) return false;
    await repo.setTotp(tx, userId, null, null);
    await repo.deleteRecoveryCodes(tx, userId);
    return true;
  });
}

/**
 * New recovery codes for a member whose TOTP is on (the old ones used up, or seen by someone),
 * confirmed by the password: answered this once; the earlier ones stop working.
 */
export async function renewRecoveryCodes(db: Db, userId: number, password: string) {
  await assertPassword(db, userId, password);
  const codes = newRecoveryCodes();
  const renewed = await db.transaction().execute(async (tx) => {
    if (!(await repo.totpOf(tx, userId))?.totp_secret) return false;
    await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    return true;
  });
  if (!renewed)
    throw new HttpError(
      409,
      errorCodes.second_factor_off,
      'Turn on codes from an app first: recovery codes go with them.',
    );
  return codes;
}

/**
 * The password was right and the account has TOTP: the login waits for a code. Answers the
 * token the browser keeps (in a cookie) until then; only its hash is stored.
 */
export async function awaitSecondFactor(db: Db, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await repo.putChallenge(
    db,
    {
      key: `login:${sha256(token)}`,
      user_id: userId,
      value: '',
      expires_at: later(now, SECOND_FACTOR_WAIT_MS),
    },
    now.toISOString(),
  );
  return token;
}

/**
 * The second factor of a waiting login: a TOTP code (never one used before) or a recovery code
 * (each good once). Answers the member, whose session the route opens; wrong too often, the
 * waiting login ends.
 */
export async function giveSecondFactor(
  db: Db,
  token: string | null,
  code: string,
  now = new Date(),
): Promise<number> {
  const key = `login:${sha256(token ?? '')}`;
  const waiting = token ? await repo.findChallenge(db, key, now.toISOString()) : undefined;
  if (!waiting?.user_id) throw loginExpired();
  const userId = waiting.user_id;
  const totp = await repo.totpOf(db, userId);
  let right = false;
  if (totp?.totp_secret && looksLikeTotp(code)) {
    const step = await totpStep(totp.totp_secret, code, now, totp.totp_last_step ?? undefined);
    right = step !== null && (await repo.claimTotpStep(db, userId, step));
  } else if (totp?.totp_secret) {
    right = await repo.useRecoveryCode(db, userId, recoveryHash(code), now.toISOString());
  }
  if (!right) {
    if ((await repo.countFailure(db, waiting.id)) >= MEMBER_MAX_WRONG_CODES) {
      await repo.dropChallenge(db, key);
      throw new HttpError(
        401,
        errorCodes.second_factor_locked,
        'Too many wrong codes. Log in again with your password.',
      );
    }
    throw codeWrong();
  }
  // Of two right answers in parallel, one logs in.
  if (!(await repo.takeChallenge(db, key, now.toISOString()))) throw loginExpired();
  return userId;
}

/** The options the browser's create() needs to add a passkey to the member's account. */
export async function passkeyRegistrationOptions(
  db: Db,
  userId: number,
  rp: RelyingParty,
  now = new Date(),
) {
  const existing = await repo.passkeysOf(db, userId);
  const label = await addressOf(db, userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: label,
    userID: new TextEncoder().encode(`member-${userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    // Resident: the browser can offer it on the login page without a name typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await repo.putChallenge(
    db,
    {
      key: `passkey:${options.challenge}`,
      user_id: userId,
      value: 'register',
      expires_at: later(now, PASSKEY_CHALLENGE_MS),
    },
    now.toISOString(),
  );
  return options;
}

/** The browser's answer to create(), with the password: checked, then kept. */
export async function addPasskey(
  db: Db,
  userId: number,
  rp: RelyingParty,
  {
    name,
    password,
    response,
  }: { name: string; password: string; response: RegistrationResponseJSON },
  now = new Date(),
) {
  await assertPassword(db, userId, password);
  const challenge = challengeOf(response);
  const issued =
    challenge && (await repo.takeChallenge(db, `passkey:${challenge}`, now.toISOString()));
  if (!challenge || !issued || issued.user_id !== userId || issued.value !== 'register')
    throw passkeyNotAdded();
  const credential = await verifiedRegistration(response, challenge, rp);
  if (!credential) throw passkeyNotAdded();
  if (await repo.passkeyByCredential(db, credential.credential_id))
    throw new HttpError(409, errorCodes.passkey_refused, 'This passkey is registered already.');
  await repo.insertPasskey(db, {
    user_id: userId,
    ...credential,
    name,
    created_at: now.toISOString(),
    last_used_at: null,
  });
}

export async function removePasskey(db: Db, userId: number, id: number) {
  if (!(await repo.deletePasskey(db, userId, id))) throw notFound('No such passkey.');
}

/**
 * The options of a login with a passkey: no account named, so the browser offers whichever
 * passkeys it holds for this site (discoverable credentials).
 */
export async function passkeyLoginOptions(db: Db, rp: RelyingParty, now = new Date()) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
  });
  await repo.putChallenge(
    db,
    {
      key: `passkey:${options.challenge}`,
      user_id: null,
      value: 'login',
      expires_at: later(now, PASSKEY_CHALLENGE_MS),
    },
    now.toISOString(),
  );
  return options;
}

/**
 * A login with a passkey: the signature over a challenge this server issued (once), by a
 * passkey of some member, its counter moving forward (a cloned key is refused). Answers the
 * member, whose session the route opens.
 */
export async function loginWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<number> {
  const challenge = challengeOf(response);
  const issued =
    challenge && (await repo.takeChallenge(db, `passkey:${challenge}`, now.toISOString()));
  if (!challenge || !issued || issued.value !== 'login') throw passkeyRefused();
  const passkey = await repo.passkeyByCredential(db, response.id);
  if (!passkey) throw passkeyRefused();
  const counter = await verifiedAssertion(response, challenge, rp, passkey);
  if (counter === null || !(await repo.usePasskey(db, passkey.id, counter, now.toISOString())))
    throw passkeyRefused();
  return passkey.user_id;
}
