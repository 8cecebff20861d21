import { Migrator, type Kysely } from 'kysely';
import type { DialectName } from './connection';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/**
 * Brings the schema up to date. Safe to run on every boot and from several nodes at once:
 * Kysely records applied migrations and holds a lock while it runs them.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
