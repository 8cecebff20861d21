import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES } from '@app/shared/platform/apps';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import * as repo from './repository';

/** Where the demo keeps the tokens it made, for this machine's deploy scripts. */
export const TOKENS_FILE = 'deploy-tokens.json';

const unauthorized = () =>
  new HttpError(401, 'deploy_unauthorized', 'A deploy needs the token of the remote’s team.');

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who may deploy: the hash of each team's token, by name (a remote, or `*`). */
export type DeployTokens = ReadonlyMap<string, string>;

/**
 * The deploy tokens. Configured (DEPLOY_TOKENS, production): those, every node given the same.
 * Else (the demo) made at the first start — one per remote and `*` for the platform team — and
 * kept in the database as hashes, so every node on it knows them; the tokens themselves go only
 * to the data folder of the node that made them, readable by its owner, where this machine's
 * scripts find them. Tokens an earlier demo kept in that folder are taken over.
 */
export async function deployTokens(
  db: Db,
  configured: Map<string, string> | null,
  dataDir: string,
): Promise<DeployTokens> {
  if (configured) return new Map([...configured].map(([name, token]) => [name, sha256(token)]));
  const stored = await repo.listDeployTokens(db);
  if (stored.length > 0) return new Map(stored.map((row) => [row.name, row.token_hash]));

  const file = path.join(dataDir, TOKENS_FILE);
  const kept = await fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, string>)
    .catch(() => null);
  const tokens =
    kept ??
    Object.fromEntries(
      ['*', ...REMOTES].map((name) => [name, randomBytes(24).toString('base64url')]),
    );
  const at = new Date().toISOString();
  await repo.insertDeployTokens(
    db,
    Object.entries(tokens).map(([name, token]) => ({
      name,
      token_hash: sha256(token),
      created_at: at,
    })),
  );
  const hashes = new Map(
    (await repo.listDeployTokens(db)).map((row) => [row.name, row.token_hash] as const),
  );
  // Another node made them first: its tokens stand, and ours are written nowhere.
  const ours = Object.entries(tokens).every(([name, token]) => hashes.get(name) === sha256(token));
  if (ours && !kept) {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
  }
  return hashes;
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
export function deployer(request: FastifyRequest, tokens: DeployTokens, remote?: string): string {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!given) throw unauthorized();
  const hash = sha256(given);
  for (const [name, stored] of tokens) {
    if (!same(hash, stored)) continue;
    if (name === '*' || remote === undefined || name === remote)
      return name === '*' ? 'platform' : name;
  }
  throw unauthorized();
}
