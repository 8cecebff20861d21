import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Every change to a site's settings (issue 48 §3), from its file or the back office: the keys it
 * changed with their values before and after, so a change can be told, audited and undone, and
 * `site:create` knows what the panel changed since the file was last imported.
 */
export function siteSettingsVersionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'site_settings_version')
        .addColumn('site_id', 'integer', (c) =>
          c.notNull().references('site.id').onDelete('cascade'),
        )
        // file | panel | undo
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('site_settings_version_site')
        .on('site_settings_version')
        .columns(['site_id', 'id'])
        .execute();
    },
  };
}
