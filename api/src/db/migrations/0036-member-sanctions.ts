import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §3: moderators suspend a member for a period or ban them. The account's status says
 * so (`suspended`, `banned`: no login, out of every list); each sanction is kept with the status
 * it replaced, its reason, its end (a suspension) and whether it was lifted.
 */
export function memberSanctionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'member_sanction')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('until', 'text')
        .addColumn('previous_status', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('lifted_at', 'text')
        .execute();
      await db.schema
        .createIndex('member_sanction_user')
        .on('member_sanction')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('member_sanction').execute();
    },
  };
}
