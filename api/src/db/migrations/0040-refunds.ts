import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §5: finance refunds a payment (in full or in part) through the PSP; each refund is
 * made once per idempotency key and says how many credits it took back through the ledger.
 */
export function refundsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'payment_refund')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('payment_order.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('psp_refund_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_refund_request')
        .on('payment_refund')
        .columns(['order_id', 'idempotency_key'])
        .unique()
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('payment_refund').execute();
    },
  };
}
