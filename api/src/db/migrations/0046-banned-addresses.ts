import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A banned member's address outlives their erasure (GDPR art. 17(3) leaves what enforcing the
 * ban needs): only its SHA-256, lower case, so the address itself is gone and a sign-up or an
 * address change to it is still refused.
 */
export function bannedAddressesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('banned_address')
        .addColumn('address_hash', 'text', (c) => c.primaryKey())
        .addColumn('banned_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('banned_address').execute();
    },
  };
}
