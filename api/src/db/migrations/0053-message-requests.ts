import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Message requests (issue 29 §1): a first message to a member one has not matched with waits for
 * their consent. `message_request` is that wait, one per conversation it opened; the credits the
 * first message costs are held (`app_user.held_credits`, the part of the balance that cannot be
 * spent) until it is accepted (then charged) or declined or expired (then released). And whom a
 * member lets write to them directly (`who_may_write`), and when a member's photos were
 * verified (`verified_at`, issue 29 §3; the "verified members only" choice reads it).
 */
export function messageRequestsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('app_user')
        .addColumn('held_credits', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('app_user')
        .addColumn('who_may_write', 'text', (c) => c.notNull().defaultTo('everyone'))
        .execute();
      await db.schema.alterTable('profile').addColumn('verified_at', 'text').execute();
      await db.schema
        .createTable('message_request')
        .addColumn('conversation_id', 'integer', (c) =>
          c.primaryKey().references('conversation.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('recipient_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('message_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('held_credits', 'integer', (c) => c.notNull())
        .addColumn('charge_reason', 'text', (c) => c.notNull())
        .addColumn('charge_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema
        .createIndex('message_request_recipient')
        .on('message_request')
        .columns(['recipient_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('message_request_expiry')
        .on('message_request')
        .columns(['status', 'expires_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('message_request').execute();
      await db.schema.alterTable('profile').dropColumn('verified_at').execute();
      await db.schema.alterTable('app_user').dropColumn('who_may_write').execute();
      await db.schema.alterTable('app_user').dropColumn('held_credits').execute();
    },
  };
}
