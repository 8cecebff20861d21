import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §2: passkeys (WebAuthn) as the stronger second factor of staff. A session keeps the
 * challenge it was last given, for the answer that must sign it.
 */
export function staffPasskeysMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'staff_passkey')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.alterTable('staff_session').addColumn('webauthn_challenge', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('staff_session').dropColumn('webauthn_challenge').execute();
      await db.schema.dropTable('staff_passkey').execute();
    },
  };
}
