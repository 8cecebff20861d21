import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §4: complaints become a queue support works through — a status (new, waiting for the
 * member, answered, closed) and the replies sent from the back office, each mailed in the
 * complaint's thread.
 */
export function complaintHandlingMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('complaint')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('complaint').addColumn('updated_at', 'text').execute();
      await db.schema.createIndex('complaint_status').on('complaint').column('status').execute();
      await tableWithId(dialect)(db, 'complaint_reply')
        .addColumn('complaint_id', 'integer', (c) =>
          c.notNull().references('complaint.id').onDelete('cascade'),
        )
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('complaint_reply_complaint')
        .on('complaint_reply')
        .column('complaint_id')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('complaint_reply').execute();
      await db.schema.dropIndex('complaint_status').execute();
      await db.schema.alterTable('complaint').dropColumn('updated_at').execute();
      await db.schema.alterTable('complaint').dropColumn('status').execute();
    },
  };
}
