import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffPasskeyTable } from './tables';

// Staff passkeys (issue 26 §2).

export function passkeysOf(db: Db, staffId: number) {
  return db
    .selectFrom('staff_passkey')
    .selectAll()
    .where('staff_id', '=', staffId)
    .orderBy('id')
    .execute();
}

export function passkeyByCredential(db: Db, credentialId: string) {
  return db
    .selectFrom('staff_passkey')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(db: Db, passkey: Insertable<StaffPasskeyTable>) {
  await db.insertInto('staff_passkey').values(passkey).execute();
}

/** The counter only moves forward: false when a use repeats or predates the last one. */
export async function usePasskey(db: Db, id: number, counter: number, at: string) {
  const result = await db
    .updateTable('staff_passkey')
    .set({ counter, last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('counter', '<', counter), eb('counter', '=', 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Db, staffId: number, id: number) {
  const result = await db
    .deleteFrom('staff_passkey')
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setChallenge(db: Db, sessionId: number, challenge: string | null) {
  await db
    .updateTable('staff_session')
    .set({ webauthn_challenge: challenge })
    .where('id', '=', sessionId)
    .execute();
}

/** Takes the session's challenge: each is answered at most once. */
export async function takeChallenge(db: Db, sessionId: number): Promise<string | null> {
  const row = await db
    .selectFrom('staff_session')
    .select('webauthn_challenge')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row?.webauthn_challenge) return null;
  const result = await db
    .updateTable('staff_session')
    .set({ webauthn_challenge: null })
    .where('id', '=', sessionId)
    .where('webauthn_challenge', '=', row.webauthn_challenge)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.webauthn_challenge : null;
}

export async function openSession(db: Db, sessionId: number, at: string) {
  await db
    .updateTable('staff_session')
    .set({ stage: 'full', second_factor: 'passkey', last_seen: at })
    .where('id', '=', sessionId)
    .where('stage', '=', 'second_factor')
    .execute();
}
