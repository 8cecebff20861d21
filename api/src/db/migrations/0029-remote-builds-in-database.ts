import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/**
 * Issue 23 §3. A version records the commit it was built from and when (kept beside its files,
 * not in them: the same sources built twice are the same version). With several nodes and no
 * bucket, a version's files live in the database, where every node reads them.
 */
export function remoteBuildsInDatabaseMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('remote_version').addColumn('source_commit', 'text').execute();
      await db.schema.alterTable('remote_version').addColumn('built_at', 'text').execute();
      await db.schema
        .createTable('remote_file')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_file_pk', ['remote', 'version', 'file'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('remote_file').execute();
      await db.schema.alterTable('remote_version').dropColumn('built_at').execute();
      await db.schema.alterTable('remote_version').dropColumn('source_commit').execute();
    },
  };
}
