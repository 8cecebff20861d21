import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffAuditTable, StaffInvitationTable, StaffRole, StaffSessionTable } from './tables';

export async function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff_account').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * One more wrong password: at the `failures`-th in a row the account locks until `lockedUntil`
 * and the count starts again. One statement: parallel guesses are each counted.
 */
export async function countFailedLogin(
  db: Db,
  id: number,
  { failures, lockedUntil }: { failures: number; lockedUntil: string },
) {
  await db
    .updateTable('staff_account')
    .set((eb) => {
      const reached = eb(eb('failed_logins', '+', 1), '>=', failures);
      return {
        failed_logins: eb
          .case()
          .when(reached)
          .then(0)
          .else(eb('failed_logins', '+', 1))
          .end(),
        locked_until: eb.case().when(reached).then(lockedUntil).else(eb.ref('locked_until')).end(),
      };
    })
    .where('id', '=', id)
    .execute();
}

/** A right password (or the owner's command): the count and any lock are gone. */
export async function clearFailedLogins(db: Db, id: number) {
  await db
    .updateTable('staff_account')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Inserts the account unless one has the address; answers its id, or null. */
export async function insertStaffAccount(
  db: Db,
  account: {
    email: string;
    password_hash: string;
    role: StaffRole;
    remote: string | null;
    created_at: string;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto('staff_account')
    .values(account)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function findStaffById(db: Db, id: number) {
  return db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStaff(db: Db) {
  return db
    .selectFrom('staff_account')
    .select(['id', 'email', 'role', 'created_at', 'disabled_at', 'totp_secret', 'remote'])
    .orderBy('id')
    .execute();
}

export async function setTotpSecret(db: Db, staffId: number, secret: string, step: number) {
  await db
    .updateTable('staff_account')
    .set({ totp_secret: secret, totp_last_step: step })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Records `step` as the last TOTP step used, only if it is later than the one recorded: two
 * requests racing with the same code cannot both pass. Answers whether this one did.
 */
export async function claimTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_account')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableStaff(db: Db, staffId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_account')
    .set({ disabled_at: at })
    .where('id', '=', staffId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
  });
}

/** Uses a recovery code once; answers whether it was unused and is now used. */
export async function useRecoveryCode(db: Db, staffId: number, hash: string, at: string) {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: at })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSession(db: Db, session: Insertable<StaffSessionTable>) {
  await db.insertInto('staff_session').values(session).execute();
}

export async function findLiveSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff_account', 'staff_account.id', 'staff_session.staff_id')
    .select([
      'staff_session.id',
      'staff_session.staff_id',
      'staff_session.stage',
      'staff_session.pending_totp_secret',
      'staff_session.failed_codes',
      'staff_session.created_at',
      'staff_session.last_seen',
      'staff_account.email',
      'staff_account.role',
      'staff_account.remote',
      'staff_account.totp_secret',
      'staff_account.disabled_at',
    ])
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.ended_at', 'is', null)
    .executeTakeFirst();
}

export async function updateSession(
  db: Db,
  id: number,
  changes: Updateable<StaffSessionTable>,
): Promise<void> {
  await db.updateTable('staff_session').set(changes).where('id', '=', id).execute();
}

/** Counts a wrong code; answers how many this session has had. */
export async function countFailedCode(db: Db, id: number): Promise<number> {
  await db
    .updateTable('staff_session')
    .set((eb) => ({ failed_codes: eb('failed_codes', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await db
    .selectFrom('staff_session')
    .select('failed_codes')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.failed_codes;
}

export async function endSessions(
  db: Db,
  staffId: number,
  at: string,
  only?: number,
): Promise<number> {
  let query = db
    .updateTable('staff_session')
    .set({ ended_at: at })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null);
  if (only !== undefined) query = query.where('id', '=', only);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function liveSessionsOf(db: Db, staffId: number) {
  return db
    .selectFrom('staff_session')
    .select(['id', 'user_agent', 'created_at', 'last_seen', 'stage'])
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .where('stage', '=', 'full')
    .orderBy('last_seen', 'desc')
    .execute();
}

export async function insertInvitation(db: Db, invitation: Insertable<StaffInvitationTable>) {
  await db.insertInto('staff_invitation').values(invitation).execute();
}

/** An invitation that can still be accepted, without accepting it. */
export function findLiveInvitation(db: Db, tokenHash: string, at: string) {
  return db
    .selectFrom('staff_invitation')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/** Accepts an unexpired, unused, unrevoked invitation once; answers it, or undefined. */
export async function acceptInvitation(db: Db, tokenHash: string, at: string) {
  return db
    .updateTable('staff_invitation')
    .set({ accepted_at: at })
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['id', 'email', 'role', 'remote', 'invited_by'])
    .executeTakeFirst();
}

/** Invitations neither accepted nor revoked, newest first (expired ones too: to send again). */
export function pendingInvitations(db: Db) {
  return db
    .selectFrom('staff_invitation')
    .leftJoin('staff_account', 'staff_account.id', 'staff_invitation.invited_by')
    .select([
      'staff_invitation.id',
      'staff_invitation.email',
      'staff_invitation.role',
      'staff_invitation.remote',
      'staff_invitation.created_at',
      'staff_invitation.expires_at',
      'staff_account.email as invited_by',
    ])
    .where('staff_invitation.accepted_at', 'is', null)
    .where('staff_invitation.revoked_at', 'is', null)
    .orderBy('staff_invitation.id', 'desc')
    .execute();
}

export function findPendingInvitation(db: Db, id: number) {
  return db
    .selectFrom('staff_invitation')
    .selectAll()
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** A pending invitation gets a new link and a new expiry; the old link stops working. */
export async function renewInvitation(
  db: Db,
  id: number,
  change: { token_hash: string; created_at: string; expires_at: string },
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff_invitation')
    .set(change)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Revokes pending invitations: one by id, or every one to an address. Answers how many. */
export async function revokeInvitations(
  db: Db,
  which: { id: number } | { email: string },
  at: string,
): Promise<number> {
  let query = db
    .updateTable('staff_invitation')
    .set({ revoked_at: at })
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('email', '=', which.email);
  const { numUpdatedRows } = await query.executeTakeFirst();
  return Number(numUpdatedRows);
}

export async function setStaffRole(
  db: Db,
  staffId: number,
  role: StaffRole,
  remote: string | null,
): Promise<void> {
  await db.updateTable('staff_account').set({ role, remote }).where('id', '=', staffId).execute();
}

/**
 * `pnpm admin:reset`: a new password, the second factor gone (TOTP, recovery codes, passkeys),
 * the lock lifted — in one transaction, so a reset is whole or not at all.
 */
export async function resetStaffAccess(db: Db, staffId: number, passwordHash: string) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('staff_account')
      .set({
        password_hash: passwordHash,
        totp_secret: null,
        totp_last_step: null,
        failed_logins: 0,
        locked_until: null,
      })
      .where('id', '=', staffId)
      .execute();
    await tx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
    await tx.deleteFrom('staff_passkey').where('staff_id', '=', staffId).execute();
  });
}

export async function insertAudit(db: Db, row: Insertable<StaffAuditTable>) {
  await db.insertInto('staff_audit').values(row).execute();
}

export interface AuditFilter {
  staffId?: number;
  action?: string;
  objectType?: string;
  objectId?: string;
  from?: string;
  until?: string;
}

export async function auditRows(db: Db, filter: AuditFilter, limit: number, beforeId?: number) {
  let query = db
    .selectFrom('staff_audit')
    .leftJoin('staff_account', 'staff_account.id', 'staff_audit.staff_id')
    .select([
      'staff_audit.id',
      'staff_audit.at',
      'staff_audit.staff_id',
      'staff_account.email as staff_email',
      'staff_audit.action',
      'staff_audit.object_type',
      'staff_audit.object_id',
      'staff_audit.before_json',
      'staff_audit.after_json',
      'staff_audit.reason',
    ]);
  if (filter.staffId !== undefined)
    query = query.where('staff_audit.staff_id', '=', filter.staffId);
  if (filter.action) query = query.where('staff_audit.action', '=', filter.action);
  if (filter.objectType) query = query.where('staff_audit.object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('staff_audit.object_id', '=', filter.objectId);
  if (filter.from) query = query.where('staff_audit.at', '>=', filter.from);
  if (filter.until) query = query.where('staff_audit.at', '<', filter.until);
  if (beforeId !== undefined) query = query.where('staff_audit.id', '<', beforeId);
  return query.orderBy('staff_audit.id', 'desc').limit(limit).execute();
}

export async function hasPasskey(db: Db, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_passkey')
    .select('id')
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  return row !== undefined;
}
