import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { isLoopback } from '../../http/loopback';
import { keyedHash } from '../../platform/signing-keys/signed-tokens';
import { secureCookie } from '../auth/session';
import * as repo from './linked-accounts-repository';

/**
 * Linked accounts (issue 48 §2): accounts that share a browser, a sign-up address range or a
 * bank account, shown on a member's file so ban evasion is seen. What is kept is a keyed hash
 * of each — enough to compare, not to read back.
 */

/** The browser's own random id: long-lived, httpOnly, never shown; 400 days is browsers' cap. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_DAYS = 400;
const TRACE_PURPOSE = 'member-trace';
/** Linked accounts shown on a file: more means a shared network, not one person. */
const LINKED_SHOWN = 50;

/**
 * The range an address belongs to: a home or mobile connection changes its last part, not the
 * rest (IPv4 /24, IPv6 /48). Null for this machine's own address (a demo, a test).
 */
export function addressRange(ip: string | undefined): string | null {
  if (!ip || isLoopback(ip)) return null;
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) {
    const [head = '', tail = ''] = address.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === '' ? [] : tail.split(':');
    const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
    return `${groups
      .slice(0, 3)
      .map((g) => g.toLowerCase())
      .join(':')}::/48`;
  }
  return null;
}

/**
 * After a sign-up or a login: the browser's id (given now if it has none) and, at sign-up, the
 * address range, noted against the member.
 */
export async function noteMemberTraces(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  { signup }: { signup: boolean },
  now = new Date(),
) {
  const db = request.server.db;
  let device = request.cookies[DEVICE_COOKIE];
  if (!device || !/^[A-Za-z0-9_-]{16,64}$/.test(device)) {
    device = randomBytes(18).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      secure: secureCookie(reply),
    });
  }
  const at = now.toISOString();
  await repo.noteTrace(
    db,
    { user_id: userId, kind: 'device', value: await keyedHash(db, TRACE_PURPOSE, device) },
    at,
  );
  const range = signup ? addressRange(request.ip) : null;
  if (range)
    await repo.noteTrace(
      db,
      {
        user_id: userId,
        kind: 'signup_network',
        value: await keyedHash(db, TRACE_PURPOSE, range),
      },
      at,
    );
}

/** The accounts linked to a member, with what links them (device, signup_network, payment). */
export function linkedAccounts(db: Db, userId: number) {
  return repo.linkedTo(db, userId, LINKED_SHOWN);
}
