import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/**
 * Issue 25 §1: likes and matches cards show a member's age and town, so a change of town (or of
 * birth date, which support may correct) must renew the lists that show them, as a change of
 * name does (migration 0005's member-card epoch): the profile trigger watches those columns too.
 */
export function cardEpochCityMigration(dialect: DialectName): Migration {
  const watch = async (db: Kysely<any>, columns: string) => {
    if (dialect === 'postgres') {
      await sql`drop trigger profile_card_epoch on profile`.execute(db);
      await sql
        .raw(
          `create trigger profile_card_epoch after update of ${columns} on profile for each statement execute function bump_member_card_epoch()`,
        )
        .execute(db);
    } else {
      await sql`drop trigger profile_card_epoch_update`.execute(db);
      await sql
        .raw(
          `create trigger profile_card_epoch_update after update of ${columns} on profile begin update member_card_epoch set epoch = epoch + 1 where id = 1; end`,
        )
        .execute(db);
    }
  };
  return {
    up: (db) => watch(db, 'name, visible, status, city, birth_date'),
    down: (db) => watch(db, 'name, visible, status'),
  };
}
