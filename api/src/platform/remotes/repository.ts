import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { RemoteChannelRow, RemoteVersionRow } from './tables';

// The registry of remotes.

export function findVersion(db: Db, remote: string, version: string) {
  return db
    .selectFrom('remote_version')
    .selectAll()
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Stores a published version; false when it was there already (a repeat publish). */
export async function insertVersion(db: Db, row: RemoteVersionRow): Promise<boolean> {
  const result = await db
    .insertInto('remote_version')
    .values(row)
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteVersion(db: Db, remote: string, version: string) {
  await db
    .deleteFrom('remote_version')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .execute();
}

/** Every channel with the versions it points at (what `/remotes.json` is made from). */
export function listChannels(db: Db): Promise<RemoteChannelRow[]> {
  return db.selectFrom('remote_channel').selectAll().orderBy('remote').execute();
}

export function findChannel(db: Db, remote: string) {
  return db
    .selectFrom('remote_channel')
    .selectAll()
    .where('remote', '=', remote)
    .executeTakeFirst();
}

/** A remote's first channel, at revision 0, pointing nowhere yet. */
export async function ensureChannel(db: Db, remote: string, at: string, by: string) {
  await db
    .insertInto('remote_channel')
    .values({ remote, stable: null, candidate: null, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('remote').doNothing())
    .execute();
}

export interface ChannelChange {
  stable: string | null;
  candidate: string | null;
  candidate_percent: number;
  candidate_rules: string;
  candidate_since: string | null;
}

/**
 * Changes a channel if it is still at `expected` revision (compare-and-swap): true when it was,
 * false when another change came first (nothing is written then).
 */
export async function swapChannel(
  db: Db,
  remote: string,
  expected: number,
  change: ChannelChange,
  { at, by }: { at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('remote_channel')
    .set({ ...change, revision: expected + 1, updated_at: at, updated_by: by })
    .where('remote', '=', remote)
    .where('revision', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(
  db: Db,
  event: {
    remote: string;
    kind: string;
    version: string | null;
    detail: object;
    at: string;
    by: string;
  },
): Promise<void> {
  await db
    .insertInto('remote_event')
    .values({ ...event, detail: JSON.stringify(event.detail) })
    .execute();
}

export function recentEvents(db: Db, remote: string, limit: number) {
  return db
    .selectFrom('remote_event')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One load of a version: counted, with its duration when good, or its failure's kind. */
export async function countLoad(
  db: Db,
  remote: string,
  version: string,
  load: {
    failure: { phase: string; code: string } | null;
    durationMs: number;
    hour: string;
    /** A good load slower than the rollout's test allows (sequential-test.ts isSlow). */
    slow?: boolean;
  },
): Promise<void> {
  const failed = load.failure !== null;
  const okMs = failed ? 0 : load.durationMs;
  const slow = !failed && load.slow ? 1 : 0;
  // The same load in its hour, for the console's charts (issue 28 §2).
  await db
    .insertInto('remote_load_hour')
    .values({
      remote,
      version,
      hour: load.hour,
      loads: 1,
      failures: failed ? 1 : 0,
      ok_duration_ms: okMs,
    })
    .onConflict((oc) =>
      oc.columns(['remote', 'version', 'hour']).doUpdateSet({
        loads: sql<number>`remote_load_hour.loads + 1`,
        failures: sql<number>`remote_load_hour.failures + ${failed ? 1 : 0}`,
        ok_duration_ms: sql<number>`remote_load_hour.ok_duration_ms + ${okMs}`,
      }),
    )
    .execute();
  await db
    .insertInto('remote_load')
    .values({
      remote,
      version,
      loads: 1,
      failures: failed ? 1 : 0,
      ok_duration_ms: okMs,
      slow_loads: slow,
    })
    .onConflict((oc) =>
      oc.columns(['remote', 'version']).doUpdateSet({
        loads: sql<number>`remote_load.loads + 1`,
        failures: sql<number>`remote_load.failures + ${failed ? 1 : 0}`,
        ok_duration_ms: sql<number>`remote_load.ok_duration_ms + ${okMs}`,
        slow_loads: sql<number>`remote_load.slow_loads + ${slow}`,
      }),
    )
    .execute();
  if (!load.failure) return;
  await db
    .insertInto('remote_load_failure')
    .values({ remote, version, ...load.failure, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['remote', 'version', 'phase', 'code'])
        .doUpdateSet({ count: sql<number>`remote_load_failure.count + 1` }),
    )
    .execute();
}

/** A version's most frequent kinds of failure, most frequent first. */
export function failuresOf(db: Db, remote: string, version: string, limit: number) {
  return db
    .selectFrom('remote_load_failure')
    .select(['phase', 'code', 'count'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .orderBy('count', 'desc')
    .orderBy('phase')
    .orderBy('code')
    .limit(limit)
    .execute();
}

export function loadsOf(db: Db, remote: string, versions: string[]) {
  if (versions.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('remote_load')
    .selectAll()
    .where('remote', '=', remote)
    .where('version', 'in', versions)
    .execute();
}

export function findSecret(db: Db, name: string) {
  return db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Stores a secret unless another node stored one first (theirs then wins). */
export async function insertSecret(db: Db, name: string, value: string, at: string) {
  await db
    .insertInto('platform_secret')
    .values({ name, value, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export function listDeployTokens(db: Db) {
  return db.selectFrom('deploy_token').select(['name', 'token_hash']).execute();
}

/** Stores token hashes unless another node stored its own first (theirs then stand). */
export async function insertDeployTokens(
  db: Db,
  tokens: ReadonlyArray<{ name: string; token_hash: string; created_at: string }>,
): Promise<void> {
  await db
    .insertInto('deploy_token')
    .values([...tokens])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Records that a load of the version came from `source`; answers how many sources it has. */
/**
 * Uses a load ticket: true the first time, on any node; false for every later use. Tickets past
 * their time are deleted on the way (they are refused anyway).
 */
export async function useLoadTicket(
  db: Db,
  ticketHash: string,
  { until, now }: { until: string; now: string },
): Promise<boolean> {
  await db.deleteFrom('remote_load_ticket').where('until', '<', now).execute();
  const inserted = await db
    .insertInto('remote_load_ticket')
    .values({ ticket_hash: ticketHash, until })
    .onConflict((oc) => oc.column('ticket_hash').doNothing())
    .returning('ticket_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countLoadSource(
  db: Db,
  remote: string,
  version: string,
  source: string,
): Promise<number> {
  await db
    .insertInto('remote_load_source')
    .values({ remote, version, source })
    .onConflict((oc) => oc.columns(['remote', 'version', 'source']).doNothing())
    .execute();
  const { count } = await db
    .selectFrom('remote_load_source')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Rows per insert: well under PostgreSQL's bound-parameter limit, whatever a build holds. */
const FILES_PER_INSERT = 50;

/**
 * A version's files, all or none (one transaction); a repeat of the same version keeps what is
 * there (versions are content hashes: the same name, the same files).
 */
export async function insertFiles(
  db: Db,
  remote: string,
  version: string,
  files: Map<string, Buffer>,
) {
  const rows = [...files].map(([file, data]) => ({ remote, version, file, data }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += FILES_PER_INSERT)
      await trx
        .insertInto('remote_file')
        .values(rows.slice(i, i + FILES_PER_INSERT))
        .onConflict((oc) => oc.columns(['remote', 'version', 'file']).doNothing())
        .execute();
  });
}

export async function readBuildFile(db: Db, remote: string, version: string, file: string) {
  const row = await db
    .selectFrom('remote_file')
    .select('data')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('file', '=', file)
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : null;
}

/** The files of a version under a folder (`server/` …), by their full names. */
export async function filesUnder(db: Db, remote: string, version: string, folder: string) {
  const rows = await db
    .selectFrom('remote_file')
    .select(['file', 'data'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where(sql<boolean>`substr(file, 1, ${folder.length}) = ${folder}`)
    .execute();
  return new Map(rows.map((row) => [row.file, Buffer.from(row.data)]));
}

/** Loads per version and hour since `since` (an hour, `YYYY-MM-DDTHH`), oldest first. */
export function loadsPerHour(db: Db, remote: string, since: string) {
  return db
    .selectFrom('remote_load_hour')
    .select(['version', 'hour', 'loads', 'failures', 'ok_duration_ms'])
    .where('remote', '=', remote)
    .where('hour', '>=', since)
    .orderBy('hour')
    .orderBy('version')
    .execute();
}

/** Every version of a remote, newest first. */
export function versionsOf(db: Db, remote: string, limit: number) {
  return db
    .selectFrom('remote_version')
    .select(['version', 'source_commit', 'built_at', 'published_at', 'published_by'])
    .where('remote', '=', remote)
    .orderBy('published_at', 'desc')
    .limit(limit)
    .execute();
}

/** A remote's versions with the kernel names each uses, newest first (the shell check). */
export function kernelUsesOf(db: Db, remote: string) {
  return db
    .selectFrom('remote_version')
    .select(['version', 'kernel_uses'])
    .where('remote', '=', remote)
    .where('kernel_uses', 'is not', null)
    .orderBy('published_at', 'desc')
    .execute();
}

/** A live console-made token by its hash (not revoked), and mark it used. */
export async function useNamedToken(db: Db, tokenHash: string, at: string) {
  return db
    .updateTable('named_deploy_token')
    .set({ last_used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'remote', 'label'])
    .executeTakeFirst();
}

export function namedTokensOf(db: Db, remotes: readonly string[]) {
  if (remotes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('named_deploy_token')
    .leftJoin('staff_account', 'staff_account.id', 'named_deploy_token.created_by')
    .select([
      'named_deploy_token.id',
      'named_deploy_token.remote',
      'named_deploy_token.label',
      'named_deploy_token.created_at',
      'named_deploy_token.last_used_at',
      'named_deploy_token.revoked_at',
      'staff_account.email as created_by',
    ])
    .where('named_deploy_token.remote', 'in', remotes)
    .orderBy('named_deploy_token.id', 'desc')
    .execute();
}

export async function insertNamedToken(
  db: Db,
  token: {
    remote: string;
    label: string;
    token_hash: string;
    created_by: number;
    created_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('named_deploy_token')
    .values(token)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a token of `remote`; false when there is no such live token. */
export async function revokeNamedToken(db: Db, id: number, remote: string, at: string) {
  const result = await db
    .updateTable('named_deploy_token')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('remote', '=', remote)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
