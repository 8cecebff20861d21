import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Operators answering as the site's operated profiles (issue 28 §3). `operator_hold`: who holds
 * a waiting conversation, until when (one row per conversation: taking it is one upsert, so two
 * operators never both hold it). `operator_answer`: each answer, by whom and after how long a
 * wait (the queue's figures). `operator_note`: private notes about a member, for the next
 * operator. `operator_duty`: who is answering now, until when.
 */
export function operatedConversationsMigration(dialect: DialectName): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('operator_hold')
        .addColumn('conversation_id', 'integer', (c) =>
          c.primaryKey().references('conversation.id').onDelete('cascade'),
        )
        .addColumn('staff_id', 'integer', (c) =>
          c.notNull().references('staff_account.id').onDelete('cascade'),
        )
        .addColumn('held_until', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('operator_answer')
        .addColumn('message_id', 'integer', (c) =>
          c.primaryKey().references('message.id').onDelete('cascade'),
        )
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversation.id').onDelete('cascade'),
        )
        .addColumn('staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('waited_ms', 'integer', (c) => c.notNull())
        .addColumn('answered_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('operator_answer_at_idx')
        .on('operator_answer')
        .column('answered_at')
        .execute();
      await db.schema
        .createIndex('operator_answer_conversation_idx')
        .on('operator_answer')
        .column('conversation_id')
        .execute();
      await createTable(db, 'operator_note')
        .addColumn('member_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('operator_note_member_idx')
        .on('operator_note')
        .column('member_id')
        .execute();
      await db.schema
        .createTable('operator_duty')
        .addColumn('staff_id', 'integer', (c) =>
          c.primaryKey().references('staff_account.id').onDelete('cascade'),
        )
        .addColumn('until', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('operator_duty').execute();
      await db.schema.dropTable('operator_note').execute();
      await db.schema.dropTable('operator_answer').execute();
      await db.schema.dropTable('operator_hold').execute();
    },
  };
}
