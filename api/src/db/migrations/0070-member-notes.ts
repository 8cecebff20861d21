import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Support's notes on a member (issue 48 §2): kept with who wrote them and when, shown on the
 * member's file, never to the member. Append-only like the audit trail: a note is not edited.
 */
export function memberNotesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'member_note')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('member_note_user')
        .on('member_note')
        .columns(['user_id', 'id'])
        .execute();
    },
  };
}
