import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §4: support adjusts a member's credits through the ledger, with a reason; above a
 * limit a second staff member approves first. A request is made once per idempotency key.
 */
export function creditAdjustmentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'credit_adjustment')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.notNull())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'integer')
        .addColumn('decided_at', 'text')
        .addColumn('credit_entry_id', 'integer')
        .execute();
      await db.schema
        .createIndex('credit_adjustment_request')
        .on('credit_adjustment')
        .columns(['requested_by', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('credit_adjustment_status')
        .on('credit_adjustment')
        .column('status')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('credit_adjustment').execute();
    },
  };
}
