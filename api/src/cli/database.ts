import { databaseConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { underStartupLock } from '../db/startup-lock';

/**
 * The database of DATABASE_URL (or the SQLite file of SQLITE_FILE / DATA_DIR), migrated to the
 * latest schema under the same lock the servers take: an operator's command may run before any
 * server ever started, or while several do.
 */
export async function openMigratedDatabase() {
  const connection = openDatabase(databaseConfig());
  await underStartupLock(connection.db, connection.dialect, async () => {
    await migrateToLatest(connection.db, connection.dialect);
  });
  return connection;
}
