import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { LoadCounts } from './sequential-test';
import type { RemoteRolloutRow, RemoteRolloutTable } from './tables';

// A remote's staged rollout (issue 47 §2): one row per remote, its current or last.

export function findRollout(db: Db, remote: string): Promise<RemoteRolloutRow | undefined> {
  return db
    .selectFrom('remote_rollout')
    .selectAll()
    .where('remote', '=', remote)
    .executeTakeFirst();
}

/** Starts a rollout, replacing the remote's last one. */
export async function putRollout(db: Db, row: RemoteRolloutRow) {
  await db.deleteFrom('remote_rollout').where('remote', '=', row.remote).execute();
  await db.insertInto('remote_rollout').values(row).execute();
}

/**
 * Changes a rollout if it is still where the caller saw it (its version, stage and state):
 * false when another node or a deployer moved it first.
 */
export async function moveRollout(
  db: Db,
  seen: Pick<RemoteRolloutRow, 'remote' | 'version' | 'stage' | 'state'>,
  change: Partial<Omit<RemoteRolloutTable, 'remote' | 'version'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('remote_rollout')
    .set(change)
    .where('remote', '=', seen.remote)
    .where('version', '=', seen.version)
    .where('stage', '=', seen.stage)
    .where('state', '=', seen.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A version's load counters as the sequential test reads them. */
export async function countsOf(db: Db, remote: string, version: string): Promise<LoadCounts> {
  const row = await db
    .selectFrom('remote_load')
    .select(['loads', 'failures', 'ok_duration_ms', 'slow_loads', 'signup_starts'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  return {
    loads: Number(row?.loads ?? 0),
    failures: Number(row?.failures ?? 0),
    okMs: Number(row?.ok_duration_ms ?? 0),
    slow: Number(row?.slow_loads ?? 0),
    starts: Number(row?.signup_starts ?? 0),
  };
}

/** A sign-up started by a visitor given this version of a remote (a lander's conversion). */
export async function countSignupStart(db: Db, remote: string, version: string) {
  await db
    .insertInto('remote_load')
    .values({ remote, version, signup_starts: 1 })
    .onConflict((oc) =>
      oc
        .columns(['remote', 'version'])
        .doUpdateSet({ signup_starts: sql<number>`remote_load.signup_starts + 1` }),
    )
    .execute();
}
