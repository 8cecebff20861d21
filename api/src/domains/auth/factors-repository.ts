import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MemberPasskeyTable } from './tables';

// Members' second factors, passkeys and ceremony challenges (issue 29 §4).

export async function totpOf(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['totp_secret', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Turns TOTP on with its first accepted step, or off (null): recovery codes go with it. */
export async function setTotp(db: Db, userId: number, secret: string | null, step: number | null) {
  await db
    .updateTable('app_user')
    .set({ totp_secret: secret, totp_last_step: step })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('member_recovery_code').where('user_id', '=', userId).execute();
}

/** Takes a time step for the member: false when it (or a later one) was used already. */
export async function claimTotpStep(db: Db, userId: number, step: number) {
  const result = await db
    .updateTable('app_user')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's recovery codes become these: any earlier ones, used or not, stop working. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await deleteRecoveryCodes(db, userId);
  if (hashes.length === 0) return;
  await db
    .insertInto('member_recovery_code')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

export async function deleteRecoveryCodes(db: Db, userId: number) {
  await db.deleteFrom('member_recovery_code').where('user_id', '=', userId).execute();
}

/** Uses a recovery code once: false when it is not the member's or was used. */
export async function useRecoveryCode(db: Db, userId: number, hash: string, at: string) {
  const result = await db
    .updateTable('member_recovery_code')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number) {
  const { count } = await db
    .selectFrom('member_recovery_code')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function passkeysOf(db: Db, userId: number) {
  return db
    .selectFrom('member_passkey')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function passkeyByCredential(db: Db, credentialId: string) {
  return db
    .selectFrom('member_passkey')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(db: Db, passkey: Insertable<MemberPasskeyTable>) {
  await db.insertInto('member_passkey').values(passkey).execute();
}

/** The counter only moves forward: false when a use repeats or predates the last one. */
export async function usePasskey(db: Db, id: number, counter: number, at: string) {
  const result = await db
    .updateTable('member_passkey')
    .set({ counter, last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('counter', '<', counter), eb('counter', '=', 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Db, userId: number, id: number) {
  const result = await db
    .deleteFrom('member_passkey')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Keeps a ceremony's state under `key`, replacing an older one with the same key. */
export async function putChallenge(
  db: Db,
  challenge: { key: string; user_id: number | null; value: string; expires_at: string },
  now: string,
) {
  await db.deleteFrom('login_challenge').where('expires_at', '<=', now).execute();
  await db.deleteFrom('login_challenge').where('key', '=', challenge.key).execute();
  await db.insertInto('login_challenge').values(challenge).execute();
}

export function findChallenge(db: Db, key: string, now: string) {
  return db
    .selectFrom('login_challenge')
    .select(['id', 'user_id', 'value', 'failed'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Takes a ceremony's state: each is answered at most once (of two parallel answers, one). */
export async function takeChallenge(db: Db, key: string, now: string) {
  const row = await findChallenge(db, key, now);
  if (!row) return null;
  const result = await db.deleteFrom('login_challenge').where('id', '=', row.id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? row : null;
}

/** One more wrong code for a waiting login: answers how many so far. */
export async function countFailure(db: Db, id: number) {
  const row = await db
    .updateTable('login_challenge')
    .set((eb) => ({ failed: eb('failed', '+', 1) }))
    .where('id', '=', id)
    .returning('failed')
    .executeTakeFirst();
  return row?.failed ?? Number.POSITIVE_INFINITY;
}

export async function dropChallenge(db: Db, key: string) {
  await db.deleteFrom('login_challenge').where('key', '=', key).execute();
}
