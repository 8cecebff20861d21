import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Deploy tokens made from the delivery console (issue 28 §2): named, for one remote, shown once
 * and kept as their SHA-256 only, revoked from the console. The tokens configured with
 * DEPLOY_TOKENS (or made at a demo's first start, `deploy_token`) keep working beside them.
 */
export function consoleDeployTokensMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'named_deploy_token')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('named_deploy_token').execute();
    },
  };
}
