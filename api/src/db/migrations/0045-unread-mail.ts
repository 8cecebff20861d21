import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Unread-message mails (issue 25 §3): which conversation a member was last mailed about, and up
 * to which message, so a member is mailed once per conversation until they read it, by whichever
 * node gets there first. The sweep looks for messages by age: an index on `created_at`.
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
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('message_created_idx').execute();
      await db.schema.dropTable('unread_mail').execute();
    },
  };
}
