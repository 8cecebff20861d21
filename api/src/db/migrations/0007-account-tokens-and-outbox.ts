import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Account links (activation, password reset, mail change, reactivation, invite): only the
 * SHA-256 of a token is stored, with its expiry and the moment it was used (single use). And
 * the mail outbox of the embedded default: every mail the product "sent", for /outbox.
 */
export function accountTokensAndOutboxMigration(dialect: DialectName): Migration {
  const createTableWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, 'account_token')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('account_token_user_idx')
        .on('account_token')
        .columns(['user_id', 'purpose', 'created_at'])
        .execute();
      await createTableWithId(db, 'outbox_mail')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('outbox_mail').execute();
      await db.schema.dropTable('account_token').execute();
    },
  };
}
