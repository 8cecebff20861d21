import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Notification mails (issue 25 §3). Messages: which conversation a member was last mailed about,
 * and up to which message, so a member is mailed once per conversation until they read it, by
 * whichever node gets there first. Likes: when the liked member was mailed about the like. The
 * sweeps look for both by age: an index on each `created_at`.
 */
export function unreadMailMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('unread_mail')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversation.id').onDelete('cascade'),
        )
        .addColumn('message_id', 'integer', (c) => c.notNull())
        .addColumn('mailed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('unread_mail_pk', ['user_id', 'conversation_id'])
        .execute();
      await db.schema
        .createIndex('message_created_idx')
        .on('message')
        .column('created_at')
        .execute();
      await db.schema.alterTable('member_like').addColumn('mailed_at', 'text').execute();
      await db.schema
        .createIndex('member_like_created_idx')
        .on('member_like')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('member_like_created_idx').execute();
      await db.schema.alterTable('member_like').dropColumn('mailed_at').execute();
      await db.schema.dropIndex('message_created_idx').execute();
      await db.schema.dropTable('unread_mail').execute();
    },
  };
}
