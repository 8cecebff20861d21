import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Block and report (spec §2 block-user dialog, §6): who blocked whom (one row per pair), and
 * reports stored for moderation.
 */
export function blocksAndReportsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_block')
        .addColumn('blocker_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('blocked_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_block_pk', ['blocker_id', 'blocked_id'])
        .execute();
      // "Who blocked me?" is asked as often as "whom did I block?".
      await db.schema
        .createIndex('member_block_blocked_idx')
        .on('member_block')
        .columns(['blocked_id', 'blocker_id'])
        .execute();
      await tableWithId(dialect)(db, 'member_report')
        .addColumn('reporter_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('reported_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('remarks', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('member_report').execute();
      await db.schema.dropTable('member_block').execute();
    },
  };
}
