import { sql } from 'kysely';
import type { DialectName } from './connection';
import type { Db } from './database';

/**
 * Runs `work` (migrations, the demo seed) while holding a database-wide lock, so API nodes that
 * start at the same moment on one PostgreSQL database take turns: the first migrates and
 * seeds, the others find it done (RELIABILITY 20). The lock is a session advisory lock held on
 * one pooled connection, keyed by the schema the app works in, so apps in other schemas of the
 * same database do not wait for each other. SQLite is one node by nature: no lock needed.
 */
export async function underStartupLock<T>(
  db: Db,
  dialect: DialectName,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext(current_schema() || ':startup')`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
