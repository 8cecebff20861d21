import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A staff account's wrong passwords in a row, and until when it refuses its password after too
 * many (issue 46 §1: only the per-address rate limited guessing, which many addresses pass).
 */
export function staffLoginLockMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('staff_account')
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('staff_account').addColumn('locked_until', 'text').execute();
    },
  };
}
