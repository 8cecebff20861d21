import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 25 §2: the first message written during sign-up opens a conversation the product
 * offered, not one the member chose to start, so it does not use up one of a free member's
 * FREE_CONVERSATIONS. `origin` says which: 'member' (written from a profile or chat) or 'signup'.
 */
export function conversationOriginMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('conversation')
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo('member'))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('conversation').dropColumn('origin').execute();
    },
  };
}
