import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';

/**
 * Issue 27 §3: a distance search's count reads an index of town cells (half a degree a side:
 * domains/members/town-cells.ts computes the same cell), not every member of a country. The
 * cell is computed by the database from the town, so it can never disagree with it: a virtual
 * column on SQLite (which may index one), a stored one on PostgreSQL. Latitude + 90 and
 * longitude + 180 are never negative, so SQLite's truncating cast is a floor.
 */
export function townCellsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('profile')
        .addColumn('town_cell', 'integer', (column) =>
          dialect === 'postgres'
            ? column
                .generatedAlwaysAs(
                  sql`(floor((town_lat + 90) * 2) * 1000 + floor((town_lon + 180) * 2))::integer`,
                )
                .stored()
            : column.generatedAlwaysAs(
                sql`cast((town_lat + 90) * 2 as integer) * 1000 + cast((town_lon + 180) * 2 as integer)`,
              ),
        )
        .execute();
      // With what a count checks row by row (country, region, status, the town itself): SQLite
      // counts from the index alone, never reading a member's row.
      await db.schema
        .createIndex('profile_count_cell_idx')
        .on('profile')
        .columns([
          'town_cell',
          'gender',
          'birth_date',
          'country',
          'region_id',
          'status',
          'town_lat',
          'town_lon',
        ])
        .where(sql.ref('visible'), '=', 1)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('profile_count_cell_idx').execute();
      await db.schema.alterTable('profile').dropColumn('town_cell').execute();
    },
  };
}
