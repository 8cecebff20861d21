import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * What happened for each member (a message, a read, a removed chat, a credits change), numbered:
 * the real-time stream replays from the number a client last saw, so a reconnect (also to
 * another node, also after a restart) misses nothing and repeats nothing.
 */
export function memberEventsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'member_event')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('member_event_user_idx')
        .on('member_event')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('member_event_created_idx')
        .on('member_event')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('member_event').execute();
    },
  };
}
