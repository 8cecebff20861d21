import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The cookie that holds a browser's override (signed, so only the server's links make one). */
export const OVERRIDE_COOKIE = 'remote_override';
/** How long an override link works, and how long the browser keeps its override. */
export const OVERRIDE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Remote → a published version, or the URL of a manifest on an allowed origin (a dev server). */
const overridesSchema = z.record(
  z.string().regex(/^mf-[a-z]+$/),
  z.union([z.string().regex(/^[A-Za-z0-9._-]{1,64}$/), z.string().url()]),
);
export type Overrides = z.infer<typeof overridesSchema>;

const payloadSchema = z.object({ o: overridesSchema, exp: z.number().int() });

const sign = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/** `<payload>.<signature>`: the overrides and when they expire, HMAC-signed with the key. */
export function signOverrides(key: string, overrides: Overrides, expires: Date): string {
  const body = Buffer.from(JSON.stringify({ o: overrides, exp: expires.getTime() })).toString(
    'base64url',
  );
  return `${body}.${sign(key, body)}`;
}

/** The overrides a token carries, or null when its signature is not ours or it expired. */
export function readOverrides(
  key: string,
  token: string | undefined,
  now = new Date(),
): Overrides | null {
  if (!token) return null;
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
    );
    if (!parsed.success || parsed.data.exp < now.getTime()) return null;
    return parsed.data.o;
  } catch {
    return null;
  }
}
