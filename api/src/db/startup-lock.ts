import { sql } from 'kysely';
import type { DialectName } from './connection';
import type { Db } from './database';

/**
 * Runs `work` (migrations, the demo seed) while holding a database-wide lock, so API nodes that
 * start at the same moment on one PostgreSQL database take turns: the first migrates and
 * seeds, the others find it done (RELIABILITY 20). The lock is a transaction's advisory lock,
 * held by a transaction kept open on one pooled connection while `work` runs on the others, and
 * keyed by the schema the app works in, so apps in other schemas of the same database do not
 * wait for each other. A transaction, not a session: behind a pooler in transaction mode
 * (PgBouncer) a session lock and its unlock may land on different server connections, and the
 * lock would outlive the start. SQLite is one node by nature: no lock needed.
 */
export async function underStartupLock<T>(
  db: Db,
  dialect: DialectName,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':startup'))`.execute(trx);
    return work();
  });
}
