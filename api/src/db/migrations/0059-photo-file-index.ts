import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Profile photos found by their file name (issue 29 §4): the uploads folder asks, for every
 * photo it serves, whether the file is a gated one (a photo after the main one, seen through
 * signed links only).
 */
export function photoFileIndexMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('profile_image_filename_idx')
        .on('profile_image')
        .column('filename')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('profile_image_filename_idx').execute();
    },
  };
}
