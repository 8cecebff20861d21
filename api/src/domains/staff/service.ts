import { REMOTES } from '@app/shared/platform/apps';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database';
import {
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  recoveryHash,
  totpStep,
} from '../../platform/second-factor';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-strength';
import { rolePermissions, type StaffPermission } from './permissions';
import * as repo from './repository';
import type { StaffRole, StaffSessionStage } from './tables';

/** Long enough that nobody guesses it; the owner changes it at the first back-office login. */
const FIRST_PASSWORD_BYTES = 18;
/** A back-office session ends after this long without a request (issue 26 §2)… */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and after this long in any case: a working day, then log in again. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** The time between a right password and the second factor (or its setting up). */
export const STAFF_SECOND_FACTOR_MS = 10 * 60 * 1000;
/** Wrong codes in one login before it ends (then the password again, and its rate limit). */
export const STAFF_MAX_WRONG_CODES = 5;
/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** last_seen is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export class StaffAccountExists extends Error {}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const addressOf = (email: string) => z.email().parse(email.trim().toLowerCase());

/**
 * A staff account with a password made here (shown once to whoever runs the command, stored only
 * as its argon2id hash). Answers that password.
 */
export async function createStaffAccount(
  db: Db,
  { email, role, remote = null }: { email: string; role: StaffRole; remote?: string | null },
  now = new Date(),
): Promise<{ password: string }> {
  assertRemoteFits(role, remote);
  const address = addressOf(email);
  const password = randomBytes(FIRST_PASSWORD_BYTES).toString('base64url');
  const id = await repo.insertStaffAccount(db, {
    email: address,
    password_hash: await hashPassword(password),
    role,
    remote,
    created_at: now.toISOString(),
  });
  if (id === null) throw new StaffAccountExists(`A staff account for ${address} exists already.`);
  await recordStaffAction(db, null, {
    action: 'staff.create',
    object: ['staff', id],
    after: { email: address, role, ...(remote ? { remote } : {}) },
  });
  return { password };
}

const loginFailed = () => new HttpError(401, 'login_failed', 'Login failed, please try again.');

/**
 * Wrong passwords in a row that lock a staff account, and for how long (issue 46 §1). The lock
 * ends by itself — nobody can lock an owner out for good — and `pnpm staff:unlock` ends it at once.
 */
export const STAFF_LOGIN_FAILURES = 5;
export const STAFF_LOCK_MS = 15 * 60_000;

/** `pnpm staff:unlock <email>`: the account's lock and wrong-password count are cleared. */
export async function unlockStaffAccount(db: Db, email: string): Promise<boolean> {
  const account = await repo.findStaffByEmail(db, email.trim().toLowerCase());
  if (!account) return false;
  await repo.clearFailedLogins(db, account.id);
  return true;
}
const loginRequired = () =>
  new HttpError(401, 'staff_login_required', 'Log in to the back office.');
const wrongCode = () =>
  new HttpError(401, 'second_factor_wrong', 'This code is not right, or was used already.');

/**
 * The password step of a back-office login. Whatever went wrong (unknown address, wrong password,
 * disabled account) answers alike, after the same argon2 work. A right password opens only a
 * half-session: the second factor is given (or, the first time, set up) before anything else.
 */
export async function staffLogin(
  db: Db,
  { email, password }: { email: string; password: string },
  userAgent: string,
  now = new Date(),
): Promise<{ token: string; stage: StaffSessionStage; passkey: boolean }> {
  const account = await repo.findStaffByEmail(db, email.trim().toLowerCase());
  const ok = account
    ? await verifyPassword(account.password_hash, password)
    : await verifyAgainstDummy(password);
  // A locked account answers like any failure, after the same work: the lock tells nothing.
  const locked = account?.locked_until != null && Date.parse(account.locked_until) > now.getTime();
  if (account && !ok && !locked)
    await repo.countFailedLogin(db, account.id, {
      failures: STAFF_LOGIN_FAILURES,
      lockedUntil: new Date(now.getTime() + STAFF_LOCK_MS).toISOString(),
    });
  if (!account || !ok || locked || account.disabled_at !== null) throw loginFailed();
  if (account.failed_logins > 0) await repo.clearFailedLogins(db, account.id);
  const token = newToken();
  const stage: StaffSessionStage = account.totp_secret === null ? 'enrol' : 'second_factor';
  await repo.insertSession(db, {
    token_hash: sha256(token),
    staff_id: account.id,
    stage,
    user_agent: userAgent.slice(0, 300),
    created_at: now.toISOString(),
    last_seen: now.toISOString(),
  });
  return { token, stage, passkey: await repo.hasPasskey(db, account.id) };
}

export interface StaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  role: StaffRole;
  /** The one remote a team deployer deploys (issue 28 §2); null for every other role. */
  remote: string | null;
  stage: StaffSessionStage;
  pendingTotpSecret: string | null;
  permissions: ReadonlySet<StaffPermission>;
}

/**
 * The live session a cookie token names, or null: ended, idle too long, past its day, a
 * half-session past its minutes, or its account disabled. An expired session is ended here.
 */
export async function liveStaffSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<StaffSession | null> {
  const row = await repo.findLiveSession(db, sha256(token));
  if (!row) return null;
  const age = now.getTime() - Date.parse(row.created_at);
  const idle = now.getTime() - Date.parse(row.last_seen);
  const expired =
    row.stage === 'full'
      ? idle > STAFF_SESSION_IDLE_MS || age > STAFF_SESSION_MAX_MS
      : age > STAFF_SECOND_FACTOR_MS;
  if (expired || row.disabled_at !== null) {
    await repo.endSessions(db, row.staff_id, now.toISOString(), row.id);
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS)
    await repo.updateSession(db, row.id, { last_seen: now.toISOString() });
  return {
    sessionId: row.id,
    staffId: row.staff_id,
    email: row.email,
    role: row.role,
    remote: row.remote,
    stage: row.stage,
    pendingTotpSecret: row.pending_totp_secret,
    permissions: rolePermissions[row.role],
  };
}

/** Step one of enrolment: a new secret, as a QR code and as text to type. */
export async function startTotpEnrolment(
  db: Db,
  session: StaffSession,
  issuer: string,
): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
  const enrolment = await newTotpSecret(issuer, session.email);
  await repo.updateSession(db, session.sessionId, { pending_totp_secret: enrolment.secret });
  return enrolment;
}

async function countWrongCode(db: Db, session: StaffSession, now: Date): Promise<never> {
  const wrong = await repo.countFailedCode(db, session.sessionId);
  if (wrong >= STAFF_MAX_WRONG_CODES) {
    await repo.endSessions(db, session.staffId, now.toISOString(), session.sessionId);
    throw new HttpError(
      401,
      'second_factor_locked',
      'Too many wrong codes: log in again with your password.',
    );
  }
  throw wrongCode();
}

/**
 * Step two of enrolment: a first code from the authenticator proves it holds the secret. The
 * account keeps the secret, gets its recovery codes (shown this once) and the session opens.
 */
export async function confirmTotpEnrolment(
  db: Db,
  session: StaffSession,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const secret = session.pendingTotpSecret;
  if (secret === null)
    throw new HttpError(409, 'second_factor_required', 'Start the enrolment first.');
  const step = await totpStep(secret, code.trim(), now);
  if (step === null) return countWrongCode(db, session, now);
  await repo.setTotpSecret(db, session.staffId, secret, step);
  const recoveryCodes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, session.staffId, recoveryCodes.map(recoveryHash));
  await repo.updateSession(db, session.sessionId, {
    stage: 'full',
    second_factor: 'totp',
    pending_totp_secret: null,
    last_seen: now.toISOString(),
  });
  await recordStaffAction(db, session.staffId, {
    action: 'staff.totp_enrol',
    object: ['staff', session.staffId],
  });
  return { recoveryCodes };
}

/**
 * The second factor of a login: a TOTP code (never one already used: replay) or a recovery code
 * (each good once). Right, the session opens; wrong too often, the login ends.
 */
export async function giveSecondFactor(
  db: Db,
  session: StaffSession,
  code: string,
  now = new Date(),
): Promise<void> {
  const account = await repo.findStaffById(db, session.staffId);
  if (!account?.totp_secret) throw loginRequired();
  let factor: 'totp' | 'recovery_code' | null = null;
  if (looksLikeTotp(code)) {
    const step = await totpStep(
      account.totp_secret,
      code.trim(),
      now,
      account.totp_last_step ?? undefined,
    );
    if (step !== null && (await repo.claimTotpStep(db, account.id, step))) factor = 'totp';
  } else if (await repo.useRecoveryCode(db, account.id, recoveryHash(code), now.toISOString())) {
    factor = 'recovery_code';
  }
  if (factor === null) return countWrongCode(db, session, now);
  await repo.updateSession(db, session.sessionId, {
    stage: 'full',
    second_factor: factor,
    last_seen: now.toISOString(),
  });
}

export async function endStaffSession(db: Db, session: StaffSession, now = new Date()) {
  await repo.endSessions(db, session.staffId, now.toISOString(), session.sessionId);
}

/** The staff member's open sessions (their devices), this one marked. */
export async function sessionsOf(db: Db, session: StaffSession) {
  const rows = await repo.liveSessionsOf(db, session.staffId);
  return rows.map((row) => ({
    id: row.id,
    user_agent: row.user_agent,
    created_at: row.created_at,
    last_seen: row.last_seen,
    current: row.id === session.sessionId,
  }));
}

/** Ends one of the staff member's own sessions; answers whether there was one to end. */
export async function endOwnSession(db: Db, session: StaffSession, id: number, now = new Date()) {
  return (await repo.endSessions(db, session.staffId, now.toISOString(), id)) === 1;
}

export async function staffList(db: Db) {
  const rows = await repo.listStaff(db);
  return rows.map(({ totp_secret, ...row }) => ({ ...row, second_factor: totp_secret !== null }));
}

/** The operators who may answer: staff of the operator role, not disabled (issue 48 §1). */
export async function activeOperators(db: Db): Promise<Array<{ id: number; email: string }>> {
  return (await repo.listStaff(db))
    .filter((row) => row.role === 'operator' && row.disabled_at === null)
    .map(({ id, email }) => ({ id, email }));
}

/** What an owner may not do to their own account: another owner does it (issue 48 §2). */
const ownAccount = (act: 'disable' | 'change the role of') =>
  new HttpError(409, 'own_account', `You cannot ${act} your own account: another owner can.`);
const staffExists = () =>
  new HttpError(409, 'staff_exists', 'This address is already a staff member’s.');
const staffDisabled = () =>
  new HttpError(409, 'staff_disabled', 'This address is a disabled staff account’s.');

const reasonRequired = () =>
  new HttpError(400, 'reason_required', 'Say why: this action is recorded with its reason.');

/** A reason typed by staff: required where the action says so, never empty or blank. */
export function requireReason(reason: string | undefined): string {
  const typed = reason?.trim() ?? '';
  if (typed.length === 0) throw reasonRequired();
  return typed;
}

/**
 * An owner disables a staff account at once: no more logins, every session ends. The reason is
 * required and recorded.
 */
export async function disableStaffAccount(
  db: Db,
  by: StaffSession,
  staffId: number,
  reason: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const why = requireReason(reason);
  const account = await repo.findStaffById(db, staffId);
  if (!account) return false;
  if (account.id === by.staffId) throw ownAccount('disable');
  const at = now.toISOString();
  if (await repo.disableStaff(db, staffId, at)) {
    await repo.endSessions(db, staffId, at);
    await recordStaffAction(db, by.staffId, {
      action: 'staff.disable',
      object: ['staff', staffId],
      before: { disabled_at: null },
      after: { disabled_at: at },
      reason: why,
    });
  }
  return true;
}

/**
 * An owner invites a new staff member: a single-use link, mailed, good for
 * STAFF_INVITATION_TTL_MS. Answers the token for the link.
 */
export async function inviteStaff(
  db: Db,
  by: StaffSession,
  { email, role, remote = null }: { email: string; role: StaffRole; remote?: string | null },
  now = new Date(),
): Promise<{ token: string; email: string }> {
  assertRemoteFits(role, remote);
  const address = addressOf(email);
  // An invitation to an account that exists could never be accepted: said now, not at the link.
  const existing = await repo.findStaffByEmail(db, address);
  if (existing) throw existing.disabled_at === null ? staffExists() : staffDisabled();
  // A second invitation to the same address replaces the first: one link works, the newest.
  await repo.revokeInvitations(db, { email: address }, now.toISOString());
  const token = newToken();
  await repo.insertInvitation(db, {
    token_hash: sha256(token),
    email: address,
    role,
    remote,
    invited_by: by.staffId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + STAFF_INVITATION_TTL_MS).toISOString(),
  });
  await recordStaffAction(db, by.staffId, {
    action: 'staff.invite',
    object: ['invitation', address],
    after: { email: address, role, ...(remote ? { remote } : {}) },
  });
  return { token, email: address };
}

/** Invitations not yet accepted nor revoked, with whether their link still works. */
export async function pendingStaffInvitations(db: Db, now = new Date()) {
  return (await repo.pendingInvitations(db)).map((row) => ({
    ...row,
    expired: row.expires_at <= now.toISOString(),
  }));
}

/**
 * An owner sends a pending invitation again: a new link, good for STAFF_INVITATION_TTL_MS from
 * now; the old link stops working. Answers the token for the mail, or null for no such one.
 */
export async function resendStaffInvitation(
  db: Db,
  by: StaffSession,
  id: number,
  now = new Date(),
): Promise<{ token: string; email: string; expiresAt: string } | null> {
  const invitation = await repo.findPendingInvitation(db, id);
  if (!invitation) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_MS).toISOString();
  const renewed = await repo.renewInvitation(db, id, {
    token_hash: sha256(token),
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  if (!renewed) return null;
  await recordStaffAction(db, by.staffId, {
    action: 'staff.invite_resend',
    object: ['invitation', invitation.email],
    before: { expires_at: invitation.expires_at },
    after: { expires_at: expiresAt },
  });
  return { token, email: invitation.email, expiresAt };
}

/** An owner revokes a pending invitation: its link fails from now. Answers whether there was one. */
export async function revokeStaffInvitation(
  db: Db,
  by: StaffSession,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const invitation = await repo.findPendingInvitation(db, id);
  if (!invitation) return false;
  if ((await repo.revokeInvitations(db, { id }, now.toISOString())) === 0) return false;
  await recordStaffAction(db, by.staffId, {
    action: 'staff.invite_revoke',
    object: ['invitation', invitation.email],
    before: { role: invitation.role, expires_at: invitation.expires_at },
  });
  return true;
}

/**
 * An owner changes another staff member's role (issue 48 §2): recorded before → after with the
 * reason, and every session of theirs ends — the new role's screens and rights apply from their
 * next login, not a page later. Answers whether the account exists.
 */
export async function changeStaffRole(
  db: Db,
  by: StaffSession,
  staffId: number,
  change: { role: StaffRole; remote?: string | null; reason?: string },
  now = new Date(),
): Promise<boolean> {
  const why = requireReason(change.reason);
  const remote = change.remote ?? null;
  assertRemoteFits(change.role, remote);
  const account = await repo.findStaffById(db, staffId);
  if (!account) return false;
  if (account.id === by.staffId) throw ownAccount('change the role of');
  if (account.disabled_at !== null) throw staffDisabled();
  if (account.role === change.role && account.remote === remote) return true;
  await repo.setStaffRole(db, staffId, change.role, remote);
  await repo.endSessions(db, staffId, now.toISOString());
  await recordStaffAction(db, by.staffId, {
    action: 'staff.role',
    object: ['staff', staffId],
    before: { role: account.role, ...(account.remote ? { remote: account.remote } : {}) },
    after: { role: change.role, ...(remote ? { remote } : {}) },
    reason: why,
  });
  return true;
}

/**
 * `pnpm admin:reset <email>` on the server, for an owner who lost their password or second
 * factor (issue 48 §2): a new password (answered once), the second factor gone to be set up at
 * the next login, the lock lifted, every session ended; recorded as the system's act. Answers
 * null for no such account.
 */
export async function resetStaffAccess(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ password: string } | null> {
  const account = await repo.findStaffByEmail(db, email.trim().toLowerCase());
  if (!account) return null;
  const password = randomBytes(FIRST_PASSWORD_BYTES).toString('base64url');
  await repo.resetStaffAccess(db, account.id, await hashPassword(password));
  await repo.endSessions(db, account.id, now.toISOString());
  await recordStaffAction(db, null, {
    action: 'staff.reset',
    object: ['staff', account.id],
    after: { password: 'new', second_factor: 'reset' },
  });
  return { password };
}

/**
 * The invited person chooses their password: the account is made with the invited role, once.
 * They then log in as anyone does, and set up their second factor.
 */
export async function acceptStaffInvitation(
  db: Db,
  { token, password }: { token: string; password: string },
  now = new Date(),
): Promise<{ email: string }> {
  const invalid = () =>
    new HttpError(400, 'invitation_invalid', 'This invitation expired or was used already.');
  // The invitation first: a request without a live one costs nothing (the strength check is
  // CPU). Then, before it is used, the password: a refused one leaves it to try again.
  if (!(await repo.findLiveInvitation(db, sha256(token), now.toISOString()))) throw invalid();
  await assertStrongPassword(password, [], 'password');
  const invitation = await repo.acceptInvitation(db, sha256(token), now.toISOString());
  if (!invitation) throw invalid();
  const id = await repo.insertStaffAccount(db, {
    email: invitation.email,
    password_hash: await hashPassword(password),
    role: invitation.role,
    remote: invitation.remote,
    created_at: now.toISOString(),
  });
  if (id === null) throw invalid();
  await recordStaffAction(db, invitation.invited_by, {
    action: 'staff.create',
    object: ['staff', id],
    after: { email: invitation.email, role: invitation.role, invitation: invitation.id },
  });
  return { email: invitation.email };
}

/** A team deployer deploys exactly one remote; no other role has one (issue 28 §2). */
function assertRemoteFits(role: StaffRole, remote: string | null) {
  const fits =
    role === 'deployer'
      ? remote !== null && (REMOTES as readonly string[]).includes(remote)
      : remote === null;
  if (!fits)
    throw new HttpError(
      400,
      'validation_failed',
      role === 'deployer'
        ? 'A team deployer deploys one remote: name it.'
        : 'Only a team deployer has a remote.',
    );
}

/** One staff action, as the audit trail keeps it. */
export interface StaffAction {
  action: string;
  /** What it was done to: a kind of object and its id (a member, a photo, an order…). */
  object?: [type: string, id: string | number];
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Appends a staff action to the audit trail (null staff: the system, e.g. the CLI). */
export async function recordStaffAction(
  db: Db,
  staffId: number | null,
  { action, object, before, after, reason }: StaffAction,
  now = new Date(),
): Promise<void> {
  await repo.insertAudit(db, {
    at: now.toISOString(),
    staff_id: staffId,
    action,
    object_type: object?.[0] ?? null,
    object_id: object ? String(object[1]) : null,
    before_json: before === undefined ? null : JSON.stringify(before),
    after_json: after === undefined ? null : JSON.stringify(after),
    reason: reason ?? null,
  });
}

export type AuditFilter = repo.AuditFilter;

/** The audit trail, newest first, a page at a time. */
export async function auditTrail(db: Db, filter: AuditFilter, limit: number, beforeId?: number) {
  const rows = await repo.auditRows(db, filter, limit, beforeId);
  return rows.map((row) => ({
    ...row,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  }));
}
