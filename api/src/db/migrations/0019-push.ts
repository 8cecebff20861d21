import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Web push (spec §4, §7): the deployment's VAPID key pair (made at first start), the members'
 * browser subscriptions, and per member the last stored event already considered for a push,
 * so a push is sent once however many nodes see the wake-up.
 */
export function pushMigration(dialect: DialectName): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('vapid_key')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createTable(db, 'push_subscription')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscription_user_idx')
        .on('push_subscription')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('push_cursor')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('last_event_id', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('push_cursor').execute();
      await db.schema.dropTable('push_subscription').execute();
      await db.schema.dropTable('vapid_key').execute();
    },
  };
}
