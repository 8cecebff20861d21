import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/**
 * What the chat and likes lists depend on, as numbers a reader can check in one cheap query
 * before reusing a list it built earlier (api/src/http/list-cache.ts):
 * - `chat_list_version` / `likes_list_version`: per member, raised by every write to their own
 *   chats or likes (the repositories do it next to the write);
 * - `member_card_epoch`: one number raised by the database itself whenever anything a list shows
 *   of another member changes (name, visibility, status, photos, account status), whoever makes
 *   the change — application code, a migration or an operator's SQL.
 */
export function listVersionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const table of ['chat_list_version', 'likes_list_version']) {
        await db.schema
          .createTable(table)
          .addColumn('user_id', 'integer', (c) =>
            c.primaryKey().references('app_user.id').onDelete('cascade'),
          )
          .addColumn('version', 'integer', (c) => c.notNull())
          .execute();
      }
      await db.schema
        .createTable('member_card_epoch')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('epoch', 'integer', (c) => c.notNull())
        .execute();
      await db.insertInto('member_card_epoch').values({ id: 1, epoch: 0 }).execute();

      const watched = [
        ['profile', 'UPDATE OF name, visible, status'],
        ['profile_image', 'INSERT OR UPDATE OR DELETE'],
        ['app_user', 'UPDATE OF status'],
      ] as const;
      if (dialect === 'postgres') {
        await sql`create function bump_member_card_epoch() returns trigger language plpgsql as $$
          begin
            update member_card_epoch set epoch = epoch + 1 where id = 1;
            return null;
          end $$`.execute(db);
        for (const [table, events] of watched)
          await sql
            .raw(
              `create trigger ${table}_card_epoch after ${events} on ${table} for each statement execute function bump_member_card_epoch()`,
            )
            .execute(db);
      } else {
        for (const [table, events] of watched)
          for (const event of events.split(' OR '))
            await sql
              .raw(
                `create trigger ${table}_card_epoch_${event.split(' ')[0]!.toLowerCase()} after ${event} on ${table} begin update member_card_epoch set epoch = epoch + 1 where id = 1; end`,
              )
              .execute(db);
      }
    },
    async down(db: Kysely<any>) {
      if (dialect === 'postgres') {
        for (const table of ['profile', 'profile_image', 'app_user'])
          await sql.raw(`drop trigger ${table}_card_epoch on ${table}`).execute(db);
        await sql`drop function bump_member_card_epoch()`.execute(db);
      } else {
        for (const trigger of [
          'profile_card_epoch_update',
          'profile_image_card_epoch_insert',
          'profile_image_card_epoch_update',
          'profile_image_card_epoch_delete',
          'app_user_card_epoch_update',
        ])
          await sql.raw(`drop trigger ${trigger}`).execute(db);
      }
      for (const table of ['member_card_epoch', 'likes_list_version', 'chat_list_version'])
        await db.schema.dropTable(table).execute();
    },
  };
}
