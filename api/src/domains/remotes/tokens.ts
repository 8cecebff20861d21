import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES } from '@app/shared/platform/apps';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

/** Where the embedded default keeps the tokens it made, for this machine's deploy scripts. */
export const TOKENS_FILE = 'deploy-tokens.json';

const unauthorized = () =>
  new HttpError(401, 'deploy_unauthorized', 'A deploy needs the token of the remote’s team.');

/**
 * The deploy tokens: from configuration, or (embedded default) made at first start — one per
 * remote and `*` for the platform team — and kept in the data folder, readable only by its owner.
 */
export async function deployTokens(
  configured: Map<string, string> | null,
  dataDir: string,
): Promise<Map<string, string>> {
  if (configured) return configured;
  const file = path.join(dataDir, TOKENS_FILE);
  try {
    return new Map(
      Object.entries(JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>),
    );
  } catch {
    const made = Object.fromEntries(
      ['*', ...REMOTES].map((name) => [name, randomBytes(24).toString('base64url')]),
    );
    await fs.mkdir(dataDir, { recursive: true });
    // Another process may have made them first: theirs win.
    await fs
      .writeFile(file, `${JSON.stringify(made, null, 2)}\n`, { flag: 'wx', mode: 0o600 })
      .catch(() => undefined);
    return new Map(
      Object.entries(JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>),
    );
  }
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The name behind the request's bearer token (`*` or a remote), if it may act on `remote`
 * (any remote when `remote` is undefined: reading the status). Refused otherwise: 401.
 */
export function deployer(
  request: FastifyRequest,
  tokens: Map<string, string>,
  remote?: string,
): string {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!given) throw unauthorized();
  for (const [name, token] of tokens) {
    if (!same(given, token)) continue;
    if (name === '*' || remote === undefined || name === remote)
      return name === '*' ? 'platform' : name;
  }
  throw unauthorized();
}
