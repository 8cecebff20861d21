import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { validationFailed } from '../../http/errors';
import { sharedSecret } from '../../platform/remotes/service';
import type { MemberKey } from './repository';

// The search cursor is [last_active, id] (and a distance search's ring) of the last member on the previous page, sealed with
// AES-256-GCM under a key every node shares: the exact time a member was last around is never
// readable by the client (cards say "today", "this week"…), and a cursor nobody here made is
// refused. Opening validates it, since it comes back from the client.

// A distance search's cursor says its ring too (issue 49 §3: nearest first).
const keySchema = z.union([
  z.tuple([z.iso.datetime(), z.number().int().positive()]),
  z.tuple([z.iso.datetime(), z.number().int().positive(), z.number().int().min(0)]),
]);
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Cursor keys by database (each deployment, and each test app, has its own). */
// A KeyObject, not bytes: preparing a raw key again on every cipher cost a tenth of a search.
const keys = new WeakMap<Db, KeyObject>();

/** Loads the deployment's cursor key at boot (made at the first start, shared by every node). */
export const searchCursorPlugin = fp(
  async (app: FastifyInstance) => {
    const secret = await sharedSecret(app.db, 'search_cursor_key');
    keys.set(app.db, createSecretKey(createHash('sha256').update(secret).digest()));
  },
  { name: 'search-cursor', dependencies: ['db'] },
);

function keyOf(db: Db): KeyObject {
  const key = keys.get(db);
  if (!key) throw new Error('search cursor key not loaded (searchCursorPlugin)');
  return key;
}

export function encodeCursor(db: Db, key: MemberKey): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(db), iv);
  const sealed = Buffer.concat([
    cipher.update(
      JSON.stringify(
        key.band === undefined ? [key.lastActive, key.id] : [key.lastActive, key.id, key.band],
      ),
      'utf8',
    ),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function decodeCursor(db: Db, cursor: string): MemberKey {
  try {
    const bytes = Buffer.from(cursor, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(db), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const [lastActive, id, band] = keySchema.parse(JSON.parse(text));
    return band === undefined ? { lastActive, id } : { band, lastActive, id };
  } catch {
    throw validationFailed('cursor: not a cursor this server made', { fields: 'cursor' });
  }
}
