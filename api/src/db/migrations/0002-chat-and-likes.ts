import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Conversations between two members, their messages and read state, and likes. Like 0001,
 * written once for both databases; only the auto-increment key is spelled per dialect.
 */
export function chatAndLikesMigration(dialect: DialectName): Migration {
  const createTableWithId = tableWithId(dialect);

  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, 'conversation')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await createTableWithId(db, 'message')
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversation.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A resent message carries the same client id and is stored once. NULLs never collide
        // in a unique constraint on either database, so messages without one are unaffected.
        .addColumn('client_id', 'text')
        .addUniqueConstraint('message_sender_client_unique', ['sender_id', 'client_id'])
        .execute();
      // A conversation's messages in order, its newest message and its unread count are all
      // range scans of this index.
      await db.schema
        .createIndex('message_conversation_idx')
        .on('message')
        .columns(['conversation_id', 'id'])
        .execute();

      await db.schema
        .createTable('conversation_member')
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversation.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        // A watermark, not a foreign key: when old messages are purged the member's read
        // position must stay where it was rather than fall back to "everything unread".
        .addColumn('last_read_message_id', 'integer')
        // Set when the member removed the chat from their list; the other member keeps it.
        .addColumn('removed_at', 'text')
        .addPrimaryKeyConstraint('conversation_member_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('conversation_member_user_idx')
        .on('conversation_member')
        .columns(['user_id', 'conversation_id'])
        .execute();

      await db.schema
        .createTable('member_like')
        .addColumn('liker_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('liked_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        // NULL until the liked member has seen the like: that is the client's like_new.
        .addColumn('seen_at', 'text')
        .addPrimaryKeyConstraint('member_like_pk', ['liker_id', 'liked_id'])
        .addCheckConstraint('member_like_not_self', sql`liker_id <> liked_id`)
        .execute();
      await db.schema
        .createIndex('member_like_liked_idx')
        .on('member_like')
        .column('liked_id')
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const table of ['member_like', 'conversation_member', 'message', 'conversation']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
