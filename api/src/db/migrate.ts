import { setTimeout } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { DialectName } from './connection';
import { migrationProvider } from './migrations/index';
import type { Database } from './database';

/** How often a migration run is tried when another schema vanished under its catalog look-up. */
const CATALOG_RACE_ATTEMPTS = 6;

/** PostgreSQL's invalid_schema_name: a schema named in the catalog was dropped meanwhile. */
function otherSchemaVanished(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '3F000';
}

/**
 * Brings the schema up to date. Safe to run on every boot and from several nodes at once:
 * Kysely records applied migrations and holds a lock while it runs them.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  /** Tests pass an earlier release's migrations to check upgrades. */
  provider: MigrationProvider = migrationProvider(dialect),
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: await currentSchema(db, dialect),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely looks for its bookkeeping tables through the catalog of every schema; another copy
  // of the app dropping its own schema at that moment (a test's, a staging copy's) makes that
  // look-up fail with 3F000 for a schema that is not ours. Nothing ran: it is asked again.
  for (let attempt = 1; attempt < CATALOG_RACE_ATTEMPTS && otherSchemaVanished(error); attempt++) {
    await setTimeout(10 * 2 ** attempt);
    ({ error, results } = await migrator.migrateToLatest());
  }
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

/**
 * PostgreSQL: the schema the connection works in (search_path). Without it Kysely decides
 * whether its bookkeeping tables exist by looking in every schema, so a database holding
 * another copy of the app in a second schema (staging next to production, parallel tests)
 * would skip creating them here and then fail.
 */
async function currentSchema(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Migrations this database has not run yet (readiness: a node must not serve a stale schema). */
export async function pendingMigrations(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    migrationTableSchema: await currentSchema(db, dialect),
  });
  return (await migrator.getMigrations())
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}
