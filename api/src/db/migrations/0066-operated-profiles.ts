import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The profiles a site operates (issue 48 §1): "about me" in each site language beside the one in
 * `profile.about` (which keeps the text in the site's own language, so every reader of profiles
 * goes on working); a member reads the text in their language when there is one.
 */
export function operatedProfilesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profile_text')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_text_pk', ['user_id', 'language'])
        .execute();
    },
  };
}
