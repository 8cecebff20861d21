import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The delivery console (issue 28 §2). A team deployer deploys one remote: `staff_account.remote`
 * (and the invitation's, until accepted). Browsers' loads of each version are also counted per
 * hour (`remote_load_hour`), so the console draws them over time; `remote_load` keeps the
 * version's totals the canary is judged on.
 */
export function deliveryConsoleMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('staff_account').addColumn('remote', 'text').execute();
      await db.schema.alterTable('staff_invitation').addColumn('remote', 'text').execute();
      await db.schema
        .createTable('remote_load_hour')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('hour', 'text', (c) => c.notNull())
        .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ok_duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('remote_load_hour_pk', ['remote', 'version', 'hour'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('remote_load_hour').execute();
      await db.schema.alterTable('staff_invitation').dropColumn('remote').execute();
      await db.schema.alterTable('staff_account').dropColumn('remote').execute();
    },
  };
}
