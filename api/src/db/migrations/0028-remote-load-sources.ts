import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Where a version's loads came from, as hashes of the addresses (issue 23 §3): a candidate is
 * withdrawn only on loads from several addresses, so one machine cannot tip it.
 */
export function remoteLoadSourcesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('remote_load_source')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_load_source_pk', ['remote', 'version', 'source'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('remote_load_source').execute();
    },
  };
}
