import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A refund names the complaint that asked for it (issue 48 §5): finance sees why it was made,
 * support sees on the complaint that it was.
 */
export function refundComplaintsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('payment_refund')
        .addColumn('complaint_id', 'integer', (c) =>
          c.references('complaint.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .createIndex('payment_refund_complaint')
        .on('payment_refund')
        .column('complaint_id')
        .execute();
    },
  };
}
