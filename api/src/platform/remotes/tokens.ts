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
 * Who the request's bearer token is (`platform`, a remote, or a console-made token's name), if
 * it may act on `remote` (any remote when `remote` is undefined: reading the status). Refused
 * otherwise: 401. Configured and first-start tokens are checked in memory; a token made from the
 * delivery console (issue 28 §2) in the database, so one made or revoked on any node counts on
 * every node at once.
 */
export async function deployer(
  request: FastifyRequest,
  { tokens, db }: { tokens: DeployTokens; db: Db },
  remote?: string,
): Promise<string> {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!given) throw unauthorized();
  const hash = sha256(given);
  for (const [name, stored] of tokens) {
    if (!same(hash, stored)) continue;
    if (name === '*' || remote === undefined || name === remote)
      return name === '*' ? 'platform' : name;
  }
  const named = await repo.useNamedToken(db, hash, new Date().toISOString());
  if (named && (remote === undefined || named.remote === remote))
    return `${named.remote} token “${named.label}”`;
  throw unauthorized();
}

/** A console-made token: long, random, recognisable by its prefix (secret scanners). */
const NAMED_TOKEN_PREFIX = 'amora_deploy_';

/** A new deploy token for one remote, named: answers it (shown this once) and its id. */
export async function createNamedToken(
  db: Db,
  { remote, label, staffId }: { remote: string; label: string; staffId: number },
  now = new Date(),
): Promise<{ id: number; token: string }> {
  const token = `${NAMED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await repo.insertNamedToken(db, {
    remote,
    label,
    token_hash: sha256(token),
    created_by: staffId,
    created_at: now.toISOString(),
  });
  return { id, token };
}

/** The console-made tokens of these remotes (never the tokens themselves), newest first. */
export const namedTokensOf = (db: Db, remotes: readonly string[]) =>
  repo.namedTokensOf(db, remotes);

/** Revokes a console-made token of `remote`: it stops working at once, on every node. */
export async function revokeNamedToken(db: Db, id: number, remote: string, now = new Date()) {
  if (!(await repo.revokeNamedToken(db, id, remote, now.toISOString())))
    throw new HttpError(404, 'not_found', 'No such live token for this remote.');
}
