import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for the lists every page polls. A member's main photo (first approved one by position)
 * becomes one index seek instead of a sort of their photos, in search, chats and likes alike;
 * likes are read newest first on both sides without a sort.
 */
export function listIndexesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('profile_image_main_idx')
        .on('profile_image')
        .columns(['user_id', 'status', 'position', 'id'])
        .execute();
      await db.schema
        .createIndex('member_like_liker_recent_idx')
        .on('member_like')
        .columns(['liker_id', 'created_at', 'liked_id'])
        .execute();
      await db.schema
        .createIndex('member_like_liked_recent_idx')
        .on('member_like')
        .columns(['liked_id', 'created_at', 'liker_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const index of [
        'member_like_liked_recent_idx',
        'member_like_liker_recent_idx',
        'profile_image_main_idx',
      ])
        await db.schema.dropIndex(index).execute();
    },
  };
}
