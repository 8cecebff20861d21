import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Reset requests, counted per address asked for and per source (issue 23 §7): a cap per account
 * alone let anyone block a member's own reset with three requests a day, and answered only
 * existing accounts with the limit. Known and unknown addresses are counted alike.
 */
export function passwordResetRequestsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'password_reset_request')
        // `reset:<sha256 of the address, lower case>`: no address is stored in clear.
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_reset_request_key_idx')
        .on('password_reset_request')
        .columns(['address_key', 'source', 'requested_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('password_reset_request').execute();
    },
  };
}
