import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Failed logins remember their source address, so a lock can hold one source back without
 * locking the member out from everywhere, and one source failing on many accounts is slowed.
 * Earlier rows keep a null source; they expire with the window like any other.
 */
export function loginAttemptSourceMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('login_attempt').addColumn('source', 'text').execute();
      await db.schema
        .createIndex('login_attempt_source_idx')
        .on('login_attempt')
        .columns(['source', 'attempted_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('login_attempt_source_idx').execute();
      await db.schema.alterTable('login_attempt').dropColumn('source').execute();
    },
  };
}
