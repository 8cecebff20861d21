import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The swipe game (spec §6: 4 likes a day): one row per profile a member swiped, liked or
 * passed, with the member's own calendar day it counts for; the member's time zone, so that day
 * starts at their midnight; and where each like came from.
 */
export function swipeGameMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Where a like came from: a member's own click ('member'), the swipe game ('swipe'), or a
      // site-operated profile liking a member (spec §7 auto-like: 'auto').
      await db.schema
        .alterTable('member_like')
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo('member'))
        .execute();
      // IANA name ("Europe/Amsterdam"); null: the country's zone.
      await db.schema.alterTable('profile').addColumn('time_zone', 'text').execute();
      await db.schema
        .createTable('swipe')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('other_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('liked', 'integer', (c) => c.notNull())
        /** The swiping member's local date (YYYY-MM-DD) when they swiped. */
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('swipe_pk', ['user_id', 'other_id'])
        .execute();
      // The day's likes of one member: one index range.
      await db.schema
        .createIndex('swipe_day_idx')
        .on('swipe')
        .columns(['user_id', 'day', 'liked'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('swipe').execute();
      await db.schema.alterTable('profile').dropColumn('time_zone').execute();
      await db.schema.alterTable('member_like').dropColumn('origin').execute();
    },
  };
}
