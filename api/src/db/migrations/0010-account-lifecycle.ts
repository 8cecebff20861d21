import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Keeping and leaving an account (spec §3, §4):
 * - why e-mail to a member stopped (fbl, bounce, listunsubscribe), null while mail flows;
 * - a deletion request: why, when, and the status to go back to on reactivation, until the
 *   purge erases the member after 14 days.
 */
export function accountLifecycleMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('app_user').addColumn('email_disabled_reason', 'text').execute();
      await db.schema
        .createTable('account_deletion')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('remarks', 'text')
        .addColumn('previous_status', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('account_deletion_requested_idx')
        .on('account_deletion')
        .column('requested_at')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('account_deletion').execute();
      await db.schema.alterTable('app_user').dropColumn('email_disabled_reason').execute();
    },
  };
}
