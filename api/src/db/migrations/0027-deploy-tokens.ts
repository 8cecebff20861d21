import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The teams' deploy tokens made at a first start live in the database, hashed, so every node
 * knows them (issue 23 §3: a token node A made was refused by node B); only this machine's
 * scripts keep the tokens themselves, in the data folder.
 */
export function deployTokensMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('deploy_token')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('deploy_token').execute();
    },
  };
}
