import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two things learnt from the installed app and French readers (issue 10):
 * - `message.lang` and `profile.about_lang`: the language a message or an "about me" was written
 *   in (the writer's language when they wrote it), so a reader's browser and screen reader
 *   pronounce it as written. Messages stored before have none; an existing "about me" takes
 *   its member's language.
 * - `push_subscription.session_id`: a browser's subscription belongs to the session that stored
 *   it, so when that session ends (logout, expiry, password reset, deletion) the browser stops
 *   getting the member's news; it is stored again at the next login. Null for subscriptions
 *   stored before (they keep working until the browser stores them again).
 */
export function writtenLanguageAndPushSessionMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('message').addColumn('lang', 'text').execute();
      await db.schema.alterTable('profile').addColumn('about_lang', 'text').execute();
      await sql`update profile set about_lang = (select language from app_user where app_user.id = profile.user_id) where about <> ''`.execute(
        db,
      );
      await db.schema
        .alterTable('push_subscription')
        .addColumn('session_id', 'integer', (c) => c.references('session.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createIndex('push_subscription_session_idx')
        .on('push_subscription')
        .column('session_id')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('push_subscription_session_idx').execute();
      await db.schema.alterTable('push_subscription').dropColumn('session_id').execute();
      await db.schema.alterTable('profile').dropColumn('about_lang').execute();
      await db.schema.alterTable('message').dropColumn('lang').execute();
    },
  };
}
