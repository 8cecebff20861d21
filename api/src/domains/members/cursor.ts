import { z } from 'zod';
import { validationFailed } from '../../http/errors';
import type { MemberKey } from './repository';

// The search cursor is opaque to the client: base64url of [last_active, id] of the last
// member on the previous page. Decoding validates it, since it comes back from the client.

const keySchema = z.tuple([z.iso.datetime(), z.number().int().positive()]);

export function encodeCursor(key: MemberKey): string {
  return Buffer.from(JSON.stringify([key.lastActive, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string): MemberKey {
  try {
    const [lastActive, id] = keySchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    return { lastActive, id };
  } catch {
    throw validationFailed('cursor: not a cursor this server made', { fields: 'cursor' });
  }
}
