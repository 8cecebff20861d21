import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * The first schema: sites, company, accounts and profiles, photos, interests, regions,
 * sessions and login attempts. Written once for both databases; the only dialect difference
 * is how an auto-increment key is spelled.
 */
export function initialMigration(dialect: DialectName): Migration {
  const createTableWithId = tableWithId(dialect);

  return {
    async up(db: Kysely<any>) {
      await createTableWithId(db, 'site')
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await createTableWithId(db, 'company')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('kvk', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('tradenames', 'text', (c) => c.notNull())
        .addColumn('vat_numbers', 'text', (c) => c.notNull())
        .addColumn('support_phone', 'text', (c) => c.notNull())
        .addColumn('delete_discount', 'integer', (c) => c.notNull())
        .addColumn('added', 'text', (c) => c.notNull())
        .execute();

      await createTableWithId(db, 'app_user')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        // The balance may never go negative, whatever a buggy or concurrent writer does.
        .addColumn('credits', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`credits >= 0`),
        )
        .addColumn('paid_user', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('signup_date', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('notifications_disabled', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await createTableWithId(db, 'region')
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addUniqueConstraint('region_country_name_unique', ['country', 'name'])
        .execute();

      await db.schema
        .createTable('profile')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('birth_date', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('region_id', 'integer', (c) => c.references('region.id'))
        .addColumn('city', 'text')
        .addColumn('sexuality', 'text', (c) => c.notNull())
        .addColumn('hair_colour', 'text', (c) => c.notNull())
        .addColumn('eye_colour', 'text', (c) => c.notNull())
        .addColumn('body_type', 'text', (c) => c.notNull())
        .addColumn('relationship_status', 'text', (c) => c.notNull())
        .addColumn('tattoos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('last_active', 'text', (c) => c.notNull())
        .execute();

      // Member search walks these in order and stops after one page (keyset pagination):
      // partial, so invisible members cost nothing; the trailing user_id matches the
      // (last_active, id) keyset so no sort step is needed.
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

      await createTableWithId(db, 'profile_image')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('thumb_filename', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('profile_image_user_idx')
        .on('profile_image')
        .columns(['user_id', 'position'])
        .execute();

      await createTableWithId(db, 'interest')
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .execute();

      await db.schema
        .createTable('profile_interest')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('interest_id', 'integer', (c) =>
          c.notNull().references('interest.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('profile_interest_pk', ['user_id', 'interest_id'])
        .execute();

      await createTableWithId(db, 'session')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

      await createTableWithId(db, 'login_attempt')
        .addColumn('account_key', 'text', (c) => c.notNull())
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempt_account_idx')
        .on('login_attempt')
        .columns(['account_key', 'attempted_at'])
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const table of [
        'login_attempt',
        'session',
        'profile_interest',
        'interest',
        'profile_image',
        'profile',
        'region',
        'app_user',
        'company',
        'site',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
