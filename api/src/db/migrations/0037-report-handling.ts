import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 26 §3: reports are handled. Each is `open` until a moderator closes the reports about a
 * member with one outcome (dismissed, warned, photo or text removed, suspended, banned).
 */
export function reportHandlingMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('member_report')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .execute();
      await db.schema.alterTable('member_report').addColumn('outcome', 'text').execute();
      await db.schema.alterTable('member_report').addColumn('handled_at', 'text').execute();
      await db.schema.alterTable('member_report').addColumn('handled_by', 'integer').execute();
      await db.schema
        .createIndex('member_report_status_reported')
        .on('member_report')
        .columns(['status', 'reported_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('member_report_status_reported').execute();
      for (const column of ['handled_by', 'handled_at', 'outcome', 'status'])
        await db.schema.alterTable('member_report').dropColumn(column).execute();
    },
  };
}
