import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the load telemetry says besides ok or failed (issue 12): how long a version's good loads
 * take, and its failures by phase and error code, so `pnpm remote:status` and a withdrawal can
 * say what goes wrong, not only how often.
 */
export function remoteLoadDetailsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('remote_load')
        // A sum of milliseconds (a double: a bigint would reach JavaScript as a string).
        .addColumn('ok_duration_ms', 'double precision', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('remote_load_failure')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('remote_load_failure_pk', ['remote', 'version', 'phase', 'code'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('remote_load_failure').execute();
      await db.schema.alterTable('remote_load').dropColumn('ok_duration_ms').execute();
    },
  };
}
