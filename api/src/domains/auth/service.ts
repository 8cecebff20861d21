import { createHash, randomBytes } from 'node:crypto';
import { notificationKinds, type LoginRequest, type User } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, tooManyRequests } from '../../http/errors';
import * as media from '../media/service';
import { verifyAgainstDummy, verifyPassword } from './password';
import { ONLINE_WINDOW_MS } from '../members/service';
import * as repo from './repository';
import { appealToken, sanctionAtLogin, sanctionedAnswer } from './sanctions';

/** Spec §9: the auth cookie lives 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Spec §8: "account blocked for {minutes} min". A login name is locked for the source that failed
 * on it this many times within the window; other sources are not locked, so nobody can lock a
 * member out (RELIABILITY 21).
 */
export const LOGIN_LOCK_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures on one login name from every source after which each attempt on it is slowed down
 * (a second per failure beyond, at most LOGIN_SLOW_MAX_MS): guessing from many addresses gets
 * slow, while the member still gets in.
 */
export const LOGIN_SLOW_AFTER_FAILURES = 10;
export const LOGIN_SLOW_STEP_MS = 1000;
export const LOGIN_SLOW_MAX_MS = 10_000;
/** One source failing this often within the window, on any login names, is held back. */
export const SOURCE_FAILURE_LIMIT = 20;
/** last_seen / last_active are written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const loginFailed = () => new HttpError(401, 'login_failed', 'Login failed, please try again.');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks credentials and opens a new session. Every limit is keyed by the login name as typed,
 * never by the account it belongs to, and unknown names fail exactly like wrong passwords (same
 * error, same argon2 work, same limits), so no answer tells whether a name or an address has an
 * account, nor that an e-mail address and a profile name are the same member.
 */
export async function login(db: Db, credentials: LoginRequest, source: string, now = new Date()) {
  const identifier = credentials.email.trim().toLowerCase();
  const accountKey = `login:${sha256(identifier)}`;
  const since = new Date(now.getTime() - LOGIN_LOCK_WINDOW_MS).toISOString();

  await assertSourceNotFlooding(db, source, since, now);
  await assertNotLocked(db, accountKey, source, since, now);
  const failures = await repo.recentLoginFailures(
    db,
    { accountKey },
    since,
    LOGIN_SLOW_AFTER_FAILURES + LOGIN_SLOW_MAX_MS / LOGIN_SLOW_STEP_MS,
  );
  const beyond = failures.length - LOGIN_SLOW_AFTER_FAILURES + 1;
  if (beyond > 0) await sleep(Math.min(beyond * LOGIN_SLOW_STEP_MS, LOGIN_SLOW_MAX_MS));

  // The field takes an e-mail address or a username.
  const account =
    (await repo.findUserByEmail(db, identifier)) ??
    (await repo.findUserByProfileNameKey(db, identifier));
  const passwordOk = account
    ? await verifyPassword(account.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!account || !passwordOk) {
    await repo.pruneLoginFailures(db, since);
    await repo.recordLoginFailure(db, accountKey, source, now.toISOString());
    // The failure that triggers the lock says so at once.
    await assertNotLocked(db, accountKey, source, since, now);
    throw loginFailed();
  }

  await repo.clearLoginFailures(db, accountKey);
  await assertAdmitted(db, account, now);
  // The password alone is not enough for this account: the route asks for the code.
  if (account.totp_secret !== null) throw new SecondFactorRequired(account.id);
  return openSession(db, account.id, now);
}

/** Whether an account whose credentials were right may have a session now. */
async function assertAdmitted(
  db: Db,
  account: { id: number; status: string; language: string },
  now: Date,
) {
  // Leaving is undone only by the mailed link (or customer service): a login does not undo it.
  if (account.status === 'pending_deletion') throw new PendingDeletion(account.id);
  if (account.status === 'suspended' || account.status === 'banned') {
    const sanction = await sanctionAtLogin(db, account.id, now);
    if (sanction)
      throw sanctionedAnswer(
        sanction,
        account.language,
        await appealToken(db, account.id, sanction.id, now),
      );
  }
}

async function openSession(db: Db, userId: number, now: Date) {
  const token = await startSession(db, userId, now);
  const user = await currentUser(db, userId);
  if (!user) throw loginFailed();
  return { user, token };
}

/**
 * The member proved who they are another way (a passkey, or the password then the second
 * factor): the same checks as a login's, then a new session.
 */
export async function admit(db: Db, userId: number, now = new Date()) {
  const account = await repo.findUserById(db, userId);
  if (!account || account.status === 'deleted') throw loginFailed();
  await assertAdmitted(db, account, now);
  return openSession(db, userId, now);
}

/** The right password for an account with TOTP on: no session until the code is given. */
export class SecondFactorRequired extends Error {
  constructor(readonly userId: number) {
    super('Second factor required.');
    this.name = 'SecondFactorRequired';
  }
}

/**
 * The right password for an account that is waiting to be erased: no session. The route mails
 * a reactivation link and answers `account_pending_deletion`.
 */
export class PendingDeletion extends Error {
  constructor(readonly userId: number) {
    super('Account pending deletion.');
    this.name = 'PendingDeletion';
  }
}

/**
 * After a password change: every session of the member ends, so whoever else knew the old
 * password is logged out everywhere, and this browser gets a new session id (RELIABILITY 7).
 * Returns the new session's token.
 */
export async function renewSessions(db: Db, userId: number, now = new Date()): Promise<string> {
  await repo.deleteSessionsOf(db, userId);
  return startSession(db, userId, now);
}

/** Minutes until the oldest of `failures` (newest first) leaves the window. */
function minutesLeft(failures: string[], count: number, now: Date): number | null {
  const oldest = failures[count - 1];
  if (oldest === undefined) return null;
  const remainingMs = Date.parse(oldest) + LOGIN_LOCK_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

/**
 * Locked for this source while it has LOGIN_LOCK_FAILURES failures on the name inside the
 * window; attempts while locked are not recorded, so the lock ends LOGIN_LOCK_WINDOW_MS after
 * the oldest of those.
 */
async function assertNotLocked(
  db: Db,
  accountKey: string,
  source: string,
  since: string,
  now: Date,
): Promise<void> {
  const failures = await repo.recentLoginFailures(
    db,
    { accountKey, source },
    since,
    LOGIN_LOCK_FAILURES,
  );
  const minutes = minutesLeft(failures, LOGIN_LOCK_FAILURES, now);
  if (minutes === null) return;
  const message = `Too many incorrect attempts, account blocked for ${minutes} min.`;
  throw new HttpError(429, 'login_locked', message, { minutes });
}

/** One address trying many names (credential stuffing) waits until its failures age out. */
async function assertSourceNotFlooding(
  db: Db,
  source: string,
  since: string,
  now: Date,
): Promise<void> {
  const failures = await repo.recentLoginFailures(db, { source }, since, SOURCE_FAILURE_LIMIT);
  const minutes = minutesLeft(failures, SOURCE_FAILURE_LIMIT, now);
  if (minutes === null) return;
  throw tooManyRequests(minutes);
}

/** A fresh random token per login (and sign-up); only its hash is stored. */
export async function startSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await repo.insertSession(db, {
    token_hash: sha256(token),
    user_id: userId,
    created_at: at,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    last_seen: at,
  });
  // Logging in is being around: online from now.
  await repo.touchProfile(db, userId, at);
  return token;
}

export interface LiveSession {
  id: number;
  userId: number;
}

/** The session a token opens, with its member, or null when it is unknown or expired. */
export async function liveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<LiveSession | null> {
  const session = await repo.findLiveSession(db, sha256(token), now.toISOString());
  if (!session) return null;
  if (now.getTime() - Date.parse(session.last_seen) > TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, session.id, session.user_id, now.toISOString());
  }
  return { id: Number(session.id), userId: session.user_id };
}

/**
 * The member left the page (spec §7 page-hidden beacon): shown offline at once, and their next
 * request touches the session again (bringing them back online) however soon it comes.
 */
export async function markAway(
  db: Db,
  token: string,
  userId: number,
  now = new Date(),
): Promise<void> {
  await repo.markAway(db, sha256(token), userId, {
    lastSeen: new Date(now.getTime() - TOUCH_INTERVAL_MS - 1).toISOString(),
    lastActive: new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString(),
  });
}

/** Whether the session is still live (not ended, not expired): an open event stream asks. */
export function isSessionLive(db: Db, sessionId: number, now = new Date()): Promise<boolean> {
  return repo.isSessionLive(db, sessionId, now.toISOString());
}

export async function endSession(db: Db, token: string): Promise<void> {
  await repo.deleteSession(db, sha256(token));
}

export async function setLanguage(db: Db, userId: number, language: string): Promise<User | null> {
  await repo.updateLanguage(db, userId, language);
  return currentUser(db, userId);
}

/** The logged-in member as the User contract describes it, or null if the account is gone. */
export async function currentUser(db: Db, userId: number): Promise<User | null> {
  const account = await repo.findAccount(db, userId);
  // A sanctioned member has no session (their sessions ended with the sanction).
  if (
    !account ||
    account.status === 'deleted' ||
    account.status === 'suspended' ||
    account.status === 'banned'
  )
    return null;
  const mainImage = await media.ownMainImage(db, userId);
  return {
    id: account.id,
    email: account.email,
    status: account.status,
    credits: account.credits,
    held_credits: account.held_credits,
    who_may_write: account.who_may_write,
    new_accounts_at_once: account.quarantine_skip === 1,
    paid_user: account.paid_user === 1,
    signup_date: account.signup_date,
    language: account.language,
    notifications_disabled: parseNotificationKinds(account.notifications_disabled),
    profile: {
      id: account.id,
      name: account.name,
      country: account.country,
      main_image: mainImage,
      status: account.profile_status,
    },
  };
}

function parseNotificationKinds(json: string): User['notifications_disabled'] {
  const known = new Set<string>(notificationKinds);
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((kind): kind is User['notifications_disabled'][number] => known.has(kind))
      : [];
  } catch {
    return [];
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Where and on what a session began (issue 29 §4): set once, when its cookie is issued. */
export async function describeSession(
  db: Db,
  token: string,
  client: { device: string | null; country: string | null },
): Promise<void> {
  await repo.describeSession(db, sha256(token), client);
}

/** The member's live sessions, the one asking marked `current` (`GET /api/sessions.php`). */
export async function memberSessions(db: Db, session: LiveSession, now = new Date()) {
  const rows = await repo.liveSessionsOf(db, session.userId, now.toISOString());
  return rows.map((row) => ({ ...row, current: row.id === session.id }));
}

/**
 * Logs the member out of one session, or of every other one (`DELETE /api/sessions.php`):
 * answers how many ended (0: none of theirs had that id).
 */
export async function endMemberSessions(
  db: Db,
  session: LiveSession,
  which: { id: number } | 'others',
): Promise<number> {
  if (which === 'others') return repo.deleteOtherSessionsOf(db, session.userId, session.id);
  return (await repo.deleteSessionOf(db, session.userId, which.id)) ? 1 : 0;
}

/**
 * A login's device and place, kept per member (issue 29 §4): true when the member should hear of
 * it — a device or country new to an account that had logged in elsewhere before.
 */
export async function isNewLoginDevice(
  db: Db,
  userId: number,
  client: { device: string | null; country: string | null },
  now = new Date(),
): Promise<boolean> {
  const { isNew, knewOthers } = await repo.rememberDevice(
    db,
    userId,
    { device: client.device ?? '', country: client.country ?? '' },
    now.toISOString(),
  );
  return isNew && knewOthers;
}
