import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Load tickets used (issue 46 §1): a ticket counts one load, on whichever node the beacon
 * reaches. Kept until the ticket expires (`until`), then deleted.
 */
export function remoteLoadTicketsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('remote_load_ticket')
        .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
        .addColumn('until', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('remote_load_ticket_until_idx')
        .on('remote_load_ticket')
        .column('until')
        .execute();
    },
  };
}
