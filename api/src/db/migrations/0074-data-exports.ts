import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * A member's own data, built in the background (issue 48 §4): its progress, the archive (in the
 * database, so any node serves the mailed link), and the link's hash, good once until it expires.
 */
export function dataExportsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'data_export')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        // building | ready | taken | failed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archive', dialect === 'postgres' ? 'bytea' : 'blob')
        .addColumn('token_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ready_at', 'text')
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema
        .createIndex('data_export_user')
        .on('data_export')
        .columns(['user_id', 'id'])
        .execute();
    },
  };
}
