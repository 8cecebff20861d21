import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/** Profile attributes a member gives after the account step of sign-up, not at it. */
const LATER_ATTRIBUTES = [
  'gender',
  'sexuality',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
] as const;

/**
 * Sign-up: the account step collects only e-mail, username, password and date of birth (spec
 * §1), so the profile attributes a member fills in later may be "not given yet" (null). And the
 * traffic source a member signed up through (spec §3 tracking data), one row per account.
 *
 * SQLite cannot drop NOT NULL in place: the profile table is rebuilt with the same columns,
 * indexes and card-epoch trigger (migrations 0001 and 0005) as written on the day they ran.
 */
export function signupMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        for (const column of LATER_ATTRIBUTES)
          await db.schema
            .alterTable('profile')
            .alterColumn(column, (c) => c.dropNotNull())
            .execute();
      } else {
        await rebuildProfileForSqlite(db, false);
      }

      await db.schema
        .createTable('signup_tracking')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('network', 'text')
        .addColumn('ref', 'text')
        .addColumn('sub1', 'text')
        .addColumn('sub2', 'text')
        .addColumn('sub3', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('signup_tracking').execute();
      // Members who never gave an attribute cannot satisfy NOT NULL again; they are removed.
      for (const column of LATER_ATTRIBUTES)
        await db
          .deleteFrom('app_user')
          .where('id', 'in', db.selectFrom('profile').select('user_id').where(column, 'is', null))
          .execute();
      if (dialect === 'postgres') {
        for (const column of LATER_ATTRIBUTES)
          await db.schema
            .alterTable('profile')
            .alterColumn(column, (c) => c.setNotNull())
            .execute();
      } else {
        await rebuildProfileForSqlite(db, true);
      }
    },
  };
}

/** Copies `profile` into a new table whose later attributes are nullable (or not), in place. */
async function rebuildProfileForSqlite(db: Kysely<any>, attributesRequired: boolean) {
  const attribute = (name: string) =>
    attributesRequired ? `${name} text not null` : `${name} text`;
  await sql
    .raw(
      `create table profile_next (
        user_id integer primary key references app_user (id) on delete cascade,
        name text not null,
        name_key text not null unique,
        ${attribute('gender')},
        birth_date text not null,
        country text not null,
        region_id integer references region (id),
        city text,
        ${attribute('sexuality')},
        ${attribute('hair_colour')},
        ${attribute('eye_colour')},
        ${attribute('body_type')},
        ${attribute('relationship_status')},
        tattoos integer default 0 not null,
        about text default '' not null,
        visible integer default 1 not null,
        status text not null,
        last_active text not null
      )`,
    )
    .execute(db);
  const columns =
    'user_id, name, name_key, gender, birth_date, country, region_id, city, sexuality, hair_colour, eye_colour, body_type, relationship_status, tattoos, about, visible, status, last_active';
  await sql.raw(`insert into profile_next (${columns}) select ${columns} from profile`).execute(db);
  // Nothing references profile, so dropping it takes only its own indexes and trigger along.
  await sql.raw('drop table profile').execute(db);
  await sql.raw('alter table profile_next rename to profile').execute(db);

  await db.schema
    .createIndex('profile_search_country_idx')
    .on('profile')
    .columns(['country', 'gender', 'last_active desc', 'user_id desc'])
    .where(sql.ref('visible'), '=', 1)
    .execute();
  await db.schema
    .createIndex('profile_search_region_idx')
    .on('profile')
    .columns(['region_id', 'gender', 'last_active desc', 'user_id desc'])
    .where(sql.ref('visible'), '=', 1)
    .execute();
  await db.schema
    .createIndex('profile_search_all_idx')
    .on('profile')
    .columns(['last_active desc', 'user_id desc'])
    .where(sql.ref('visible'), '=', 1)
    .execute();
  await sql
    .raw(
      'create trigger profile_card_epoch_update after UPDATE OF name, visible, status on profile begin update member_card_epoch set epoch = epoch + 1 where id = 1; end',
    )
    .execute(db);
}
