import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { TokenPurpose } from './tables';
import * as repo from './tokens-repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of link works (RELIABILITY 9); reactivation: spec §9, 14 days. */
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  activation: 7 * DAY_MS,
  password_reset: 1 * HOUR_MS,
  mail_change: 1 * DAY_MS,
  mail_change_undo: 7 * DAY_MS,
  reactivation: 14 * DAY_MS,
  invite: 30 * DAY_MS,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for a member: 32 random bytes; only its hash is stored. */
export async function issueToken(
  db: Db,
  {
    userId,
    purpose,
    payload = null,
  }: { userId: number; purpose: TokenPurpose; payload?: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(db, {
    user_id: userId,
    purpose,
    token_hash: hash(token),
    payload,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/**
 * Uses a link: the member (and payload) it was issued for, or null when it is unknown, meant
 * for something else, expired or already used. One conditional update, so of any number of
 * parallel uses exactly one succeeds.
 */
export async function consumeToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ userId: number; payload: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await repo.useLiveToken(db, hash(token), purpose, now.toISOString());
  return row ? { userId: row.user_id, payload: row.payload } : null;
}

/** Whether a link would still work, without using it (a form checks before it submits). */
export async function isLiveToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return repo.hasLiveToken(db, hash(token), purpose, now.toISOString());
}

/** How many links of a kind a member was sent since `since` (daily caps, spec §8). */
export async function tokensIssuedSince(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  since: Date,
): Promise<number> {
  return repo.countTokensSince(db, userId, purpose, since.toISOString());
}
