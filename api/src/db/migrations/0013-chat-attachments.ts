import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Gifts, photos and GIFs in chat (spec §2 chat): a message may carry one, stored with it as a
 * JSON snapshot (what the gift, photo or GIF looked like when sent: later catalogue changes do
 * not rewrite history). Photos for chat are uploaded before they are sent: `chat_photo` holds
 * them, tied to the message that sent them. Profiles the site operates are marked fictional
 * (spec §3 fictional_icon, fictional_warning).
 */
export function chatAttachmentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('message').addColumn('attachment', 'text').execute();
      await tableWithId(dialect)(db, 'chat_photo')
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('thumb_filename', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // Null until sent; a photo is sent once.
        .addColumn('message_id', 'integer', (c) => c.unique())
        .execute();
      await db.schema
        .createIndex('chat_photo_owner_idx')
        .on('chat_photo')
        .columns(['owner_id', 'id'])
        .execute();
      await db.schema
        .alterTable('profile')
        .addColumn('fictional', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('profile').dropColumn('fictional').execute();
      await db.schema.dropTable('chat_photo').execute();
      await db.schema.alterTable('message').dropColumn('attachment').execute();
    },
  };
}
