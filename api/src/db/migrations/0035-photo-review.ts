import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 26 §3: a moderator reviews photos waiting (PHOTO_MODERATION=manual): a rejected photo
 * keeps the reason the member is told, and every photo when it was reviewed.
 */
export function photoReviewMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('profile_image').addColumn('rejection_reason', 'text').execute();
      await db.schema.alterTable('profile_image').addColumn('reviewed_at', 'text').execute();
      // The queue: waiting photos, oldest first.
      await db.schema
        .createIndex('profile_image_status_created')
        .on('profile_image')
        .columns(['status', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('profile_image_status_created').execute();
      await db.schema.alterTable('profile_image').dropColumn('reviewed_at').execute();
      await db.schema.alterTable('profile_image').dropColumn('rejection_reason').execute();
    },
  };
}
