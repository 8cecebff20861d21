import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Members' second factors and passkeys (issue 29 §4): a TOTP secret on the account (with the
 * last time step used, so no code works twice) and its single-use recovery codes (hashed);
 * passkeys (WebAuthn credentials, a counter that only moves forward); and `login_challenge`, the
 * short-lived state of a ceremony that has no session yet or must not live in one — a passkey
 * challenge, a TOTP secret waiting for its first code, a login waiting for its second factor —
 * keyed by what the browser brings back (`key`, unique), answered at most once.
 */
export function memberFactorsMigration(dialect: DialectName): Migration {
  const withId = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('app_user').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('app_user').addColumn('totp_last_step', 'integer').execute();
      await withId(db, 'member_recovery_code')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('member_recovery_code_user_idx')
        .on('member_recovery_code')
        .columns(['user_id', 'code_hash'])
        .execute();
      await withId(db, 'member_passkey')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('member_passkey_user_idx')
        .on('member_passkey')
        .column('user_id')
        .execute();
      await withId(db, 'login_challenge')
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
