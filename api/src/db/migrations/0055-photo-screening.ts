import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Nudity screening (issue 29 §2): every photo's score from the embedded model, written by the
 * screening job. A profile photo waits as `screening` until scored, then shows, or goes to the
 * moderators' queue when its score is above the threshold its site had at upload
 * (`nudity_threshold`). A chat photo keeps its score (`screened_at` says the job is done with it,
 * a failure leaving the score null) and a heavily blurred copy (`blur_filename`) that recipients
 * see until they choose to view a photo the score makes sensitive.
 */
export function photoScreeningMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('profile_image').addColumn('nudity_score', 'real').execute();
      await db.schema.alterTable('profile_image').addColumn('nudity_threshold', 'real').execute();
      await db.schema.alterTable('chat_photo').addColumn('nudity_score', 'real').execute();
      await db.schema.alterTable('chat_photo').addColumn('screened_at', 'text').execute();
      await db.schema.alterTable('chat_photo').addColumn('blur_filename', 'text').execute();
      // The job's two questions: which photos wait for it, oldest first.
      await db.schema
        .createIndex('chat_photo_unscreened_idx')
        .on('chat_photo')
        .columns(['screened_at', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('chat_photo_unscreened_idx').execute();
      await db.schema.alterTable('chat_photo').dropColumn('blur_filename').execute();
      await db.schema.alterTable('chat_photo').dropColumn('screened_at').execute();
      await db.schema.alterTable('chat_photo').dropColumn('nudity_score').execute();
      await db.schema.alterTable('profile_image').dropColumn('nudity_threshold').execute();
      await db.schema.alterTable('profile_image').dropColumn('nudity_score').execute();
    },
  };
}
