import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/**
 * Issue 27 §3: the search's capped count at a million members.
 *
 * - Every list of members leaves out accounts being deleted, suspended or banned. Joined row by
 *   row to `app_user`, that check was most of a count's cost (1,000+ primary-key lookups: 19–28
 *   ms on PostgreSQL, 6.5–7.5 on SQLite); asked the other way round — "not one of the few hidden
 *   accounts" — those few are read once from this index and probed in memory (2–5 ms, 4–5 ms).
 *   The literal list is the complement of `shownStatuses` (db/fragments/listed-members.ts),
 *   written out so both planners can prove the index applies.
 * - PostgreSQL multiplied the selectivities of a region and its country as if independent, so
 *   for some regions it expected a few dozen matches, walked the birth-date index and sorted
 *   thousands of rows (8–15 ms instead of under 1). A region lies in one country: extended
 *   statistics tell the planner so.
 */
export function hiddenAccountsIndexMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('app_user_hidden_idx')
        .on('app_user')
        .column('id')
        .where(sql<boolean>`status not in ('active', 'not_confirmed')`)
        .execute();
      if (dialect === 'postgres') {
        await sql`create statistics profile_region_country (dependencies) on region_id, country from profile`.execute(
          db,
        );
        await sql`analyze profile`.execute(db);
      }
    },
    async down(db: Kysely<any>) {
      if (dialect === 'postgres') await sql`drop statistics profile_region_country`.execute(db);
      await db.schema.dropIndex('app_user_hidden_idx').execute();
    },
  };
}
