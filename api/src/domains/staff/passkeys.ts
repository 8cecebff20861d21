import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import {
  transportsOf,
  verifiedAssertion,
  verifiedRegistration,
  type RelyingParty,
} from '../../platform/webauthn';
import * as repo from './passkey-repository';
import { recordStaffAction, type StaffSession } from './service';

const refused = () =>
  new HttpError(401, 'second_factor_wrong', 'This passkey was not accepted. Try again.');

const notRegistered = () =>
  new HttpError(400, 'passkey_refused', 'This passkey could not be added. Try again.');

export async function passkeyList(db: Db, session: StaffSession) {
  const rows = await repo.passkeysOf(db, session.staffId);
  return rows.map(({ id, name, created_at, last_used_at }) => ({
    id,
    name,
    created_at,
    last_used_at,
  }));
}

/** A full session asks to add a passkey: the options the browser's create() needs. */
export async function passkeyRegistrationOptions(db: Db, session: StaffSession, rp: RelyingParty) {
  const existing = await repo.passkeysOf(db, session.staffId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: session.email,
    userID: new TextEncoder().encode(`staff-${session.staffId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await repo.setChallenge(db, session.sessionId, options.challenge);
  return options;
}

/** The browser's answer to create(): checked against the challenge, then kept. */
export async function addPasskey(
  db: Db,
  session: StaffSession,
  rp: RelyingParty,
  { name, response }: { name: string; response: RegistrationResponseJSON },
  now = new Date(),
) {
  const challenge = await repo.takeChallenge(db, session.sessionId);
  if (!challenge) throw notRegistered();
  const credential = await verifiedRegistration(response, challenge, rp);
  if (!credential) throw notRegistered();
  if (await repo.passkeyByCredential(db, credential.credential_id))
    throw new HttpError(409, 'already_reviewed', 'This passkey is registered already.');
  await repo.insertPasskey(db, {
    staff_id: session.staffId,
    ...credential,
    name,
    created_at: now.toISOString(),
  });
  await recordStaffAction(
    db,
    session.staffId,
    { action: 'staff.passkey_add', object: ['staff', session.staffId], after: { name } },
    now,
  );
}

export async function removePasskey(db: Db, session: StaffSession, id: number) {
  if (!(await repo.deletePasskey(db, session.staffId, id))) throw notFound('No such passkey.');
  await recordStaffAction(db, session.staffId, {
    action: 'staff.passkey_remove',
    object: ['staff', session.staffId],
    before: { passkey: id },
  });
}

/** After the password: the options the browser's get() needs, for this staff member's keys. */
export async function passkeyLoginOptions(db: Db, session: StaffSession, rp: RelyingParty) {
  const passkeys = await repo.passkeysOf(db, session.staffId);
  if (passkeys.length === 0) throw notFound('No passkey is registered for this account.');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
  });
  await repo.setChallenge(db, session.sessionId, options.challenge);
  return options;
}

/**
 * The passkey as second factor: the signature over the session's challenge, by a key of this
 * staff member, its counter moving forward (a cloned key is refused). The session opens.
 */
export async function loginWithPasskey(
  db: Db,
  session: StaffSession,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now = new Date(),
) {
  const challenge = await repo.takeChallenge(db, session.sessionId);
  const passkey = await repo.passkeyByCredential(db, response.id);
  if (!challenge || !passkey || passkey.staff_id !== session.staffId) throw refused();
  const newCounter = await verifiedAssertion(response, challenge, rp, passkey);
  if (newCounter === null) throw refused();
  if (!(await repo.usePasskey(db, passkey.id, newCounter, now.toISOString()))) throw refused();
  await repo.openSession(db, session.sessionId, now.toISOString());
}
