import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §4: the mails a member was sent, for support (to whom, what, when — not the body),
 * whichever way mail leaves (outbox or SMTP).
 */
export function mailLogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'mail_log')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_log_to')
        .on('mail_log')
        .columns(['to_address', 'sent_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('mail_log').execute();
    },
  };
}
