import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Keys for signed links (issue 29 §4): chat photos are served only through short-lived links
 * signed with one, made at random on first use and shared by every node through the database.
 */
export function signingKeysMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('signing_key')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
