import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/** Profile columns a search card shows: a change to any of them makes cached lists stale. */
const CARD_COLUMNS = 'name, visible, status, gender, birth_date, country, region_id, city';
const OLD_CARD_COLUMNS = 'name, visible, status';

/**
 * Members now edit their own profile (sign-up steps, later the profile page):
 * - the card-epoch trigger on profile (migration 0005) also follows the columns a card shows
 *   besides name, visibility and status, so no cached list keeps an old city or gender;
 * - uploaded photos get a third size, the square "match" image (spec §3 match modal).
 */
export function profileEditingMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await replaceProfileTrigger(db, dialect, CARD_COLUMNS);
      await db.schema.alterTable('profile_image').addColumn('match_filename', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('profile_image').dropColumn('match_filename').execute();
      await replaceProfileTrigger(db, dialect, OLD_CARD_COLUMNS);
    },
  };
}

async function replaceProfileTrigger(db: Kysely<any>, dialect: DialectName, columns: string) {
  if (dialect === 'postgres') {
    await sql.raw('drop trigger profile_card_epoch on profile').execute(db);
    await sql
      .raw(
        `create trigger profile_card_epoch after UPDATE OF ${columns} on profile for each statement execute function bump_member_card_epoch()`,
      )
      .execute(db);
  } else {
    await sql.raw('drop trigger profile_card_epoch_update').execute(db);
    await sql
      .raw(
        `create trigger profile_card_epoch_update after UPDATE OF ${columns} on profile begin update member_card_epoch set epoch = epoch + 1 where id = 1; end`,
      )
      .execute(db);
  }
}
