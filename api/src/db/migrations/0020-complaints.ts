import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Complaints (spec §2 `/complaints`): kept before they are mailed to customer service, so none
 * is lost when mail is down; `mailed_at` says which reached the support address.
 */
export function complaintsMigration(dialect: DialectName): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await createTable(db, 'complaint')
        .addColumn('site_domain', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('conversation_id', 'integer')
        .addColumn('member_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('complaint').execute();
    },
  };
}
