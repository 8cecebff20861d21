import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Counting a search's matches (up to MEMBERS_COUNT_CAP) walks the age range in an index instead
 * of every member of a country and gender: at a million members the capped count was the
 * search's cost (29–47 ms p95, `pnpm bench`), the page itself 2–6 ms. Partial like the search
 * indexes: invisible members cost nothing.
 */
export function memberCountIndexesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('profile_count_country_idx')
        .on('profile')
        .columns(['country', 'gender', 'birth_date'])
        .where(sql.ref('visible'), '=', 1)
        .execute();
      await db.schema
        .createIndex('profile_count_region_idx')
        .on('profile')
        .columns(['region_id', 'gender', 'birth_date'])
        .where(sql.ref('visible'), '=', 1)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('profile_count_region_idx').execute();
      await db.schema.dropIndex('profile_count_country_idx').execute();
    },
  };
}
