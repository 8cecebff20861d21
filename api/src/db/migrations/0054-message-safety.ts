import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What keeps unwanted messages away (issue 29 §1): the words and emojis each member never wants
 * to see (`member_hidden_word`; a message with one is `hidden` from its recipient, in their hidden
 * folder instead); first messages from new accounts held until the site's quarantine is over, or
 * for moderation when an account sends many alike (`held_until`); messages sent although their
 * writer was asked "Are you sure?" (`unkind`: the recipient is asked "Does this bother you?").
 * Members may take new accounts' first messages at once (`app_user.quarantine_skip`); reports the
 * site files itself (the burst rule) are `automatic`.
 */
export function messageSafetyMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_hidden_word')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_hidden_word_pk', ['user_id', 'word'])
        .execute();
      await db.schema
        .alterTable('message')
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('message').addColumn('held_until', 'text').execute();
      await db.schema
        .alterTable('message')
        .addColumn('unkind', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('message_held_until_idx')
        .on('message')
        .column('held_until')
        .execute();
      await db.schema
        .alterTable('app_user')
        .addColumn('quarantine_skip', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('member_report')
        .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('member_report').dropColumn('automatic').execute();
      await db.schema.alterTable('app_user').dropColumn('quarantine_skip').execute();
      await db.schema.dropIndex('message_held_until_idx').execute();
      await db.schema.alterTable('message').dropColumn('unkind').execute();
      await db.schema.alterTable('message').dropColumn('held_until').execute();
      await db.schema.alterTable('message').dropColumn('hidden').execute();
      await db.schema.dropTable('member_hidden_word').execute();
    },
  };
}
