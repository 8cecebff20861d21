import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { keyNamed } from './repository';

/**
 * Signed tokens for links that must not be forged (issue 29 §4): `<payload>.<signature>`, the
 * payload base64url JSON, the signature HMAC-SHA256 over it with the purpose's key. A token
 * says what it says until it expires; the route that opens it checks what may have changed
 * since (a block, a deleted photo).
 */

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** The purpose's key, read once per process (made on first use). */
function keyFor(db: Db, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = keyNamed(db, name, randomBytes(32).toString('base64url'), new Date().toISOString()).then(
      (secret) => Buffer.from(secret, 'base64url'),
    );
    // A failed read is tried again next time, not remembered.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest();

export async function signToken(db: Db, purpose: string, payload: object): Promise<string> {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signatureOf(await keyFor(db, purpose), body).toString('base64url')}`;
}

/**
 * A keyed hash of a value (hex): the same value gives the same hash on every node, and nobody
 * without the database's key can tell which value it was — an address range kept only to be
 * compared (issue 48 §2), not to be read back.
 */
export async function keyedHash(db: Db, purpose: string, value: string): Promise<string> {
  return signatureOf(await keyFor(db, purpose), value).toString('hex');
}

/** The payload of a token this server signed for this purpose, or null. */
export async function readToken(db: Db, purpose: string, token: string): Promise<unknown> {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = signatureOf(await keyFor(db, purpose), body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
