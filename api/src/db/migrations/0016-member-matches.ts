import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Matches (spec §2, §4): a mutual like, recorded once, one row per member of the pair so that
 * each member's matches are one index range. Created in the transaction of the like that
 * completes the pair.
 */
export function memberMatchesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_match')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('other_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_match_pk', ['user_id', 'other_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('member_match').execute();
    },
  };
}
