import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * A suspended or banned member's appeal (issue 48 §2): one per sanction, answered by a
 * moderator — accepted (the sanction is lifted) or refused — and the answer mailed.
 */
export function memberAppealsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'member_appeal')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('sanction_id', 'integer', (c) =>
          c.notNull().unique().references('member_sanction.id').onDelete('cascade'),
        )
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        // open | accepted | refused
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('answer', 'text')
        .addColumn('staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('answered_at', 'text')
        .execute();
      await db.schema
        .createIndex('member_appeal_status')
        .on('member_appeal')
        .columns(['status', 'id'])
        .execute();
    },
  };
}
