import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * The credits ledger (ARCHITECTURE "Money and messages"): append-only entries; the balance on
 * app_user changes only together with an entry, in one transaction, by a conditional update that
 * never goes below zero. An entry may carry the client's idempotency key: a repeat finds it and
 * charges nothing more. Existing balances get an opening entry so balance = sum of entries.
 */
export function creditLedgerMigration(dialect: DialectName): Migration {
  const createTableWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, 'credit_entry')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('balance_after', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // NULLs never collide, so entries without a key are unaffected.
        .addUniqueConstraint('credit_entry_idempotency_unique', ['user_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('credit_entry_user_idx')
        .on('credit_entry')
        .columns(['user_id', 'id'])
        .execute();
      await sql`insert into credit_entry (user_id, amount, reason, balance_after, created_at)
        select id, credits, 'opening_balance', credits, ${new Date().toISOString()}
        from app_user where credits <> 0`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('credit_entry').execute();
    },
  };
}
