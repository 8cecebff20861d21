import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { townPositions } from '../../domains/site/geocode';

/**
 * Issue 25 §1. Where a member's town lies (GeoNames' centre of it), for distances between
 * members: never the member's own position, so nobody's home can be found from a distance.
 * Null where the town is not known (none given, or a name GeoNames does not have). Members who
 * gave a town before are placed at it.
 */
export function townPositionMigration(dialect: DialectName): Migration {
  const degrees = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('profile').addColumn('town_lat', degrees).execute();
      await db.schema.alterTable('profile').addColumn('town_lon', degrees).execute();
      const towns: Array<{ country: string; city: string }> = await db
        .selectFrom('profile')
        .select(['country', 'city'])
        .where('city', 'is not', null)
        .distinct()
        .execute();
      const byCountry = new Map<string, string[]>();
      for (const { country, city } of towns)
        byCountry.set(country, [...(byCountry.get(country) ?? []), city]);
      for (const [country, cities] of byCountry) {
        const positions = await townPositions(country, cities);
        for (const [city, position] of positions)
          await db
            .updateTable('profile')
            .set({ town_lat: position.lat, town_lon: position.lon })
            .where('country', '=', country)
            .where('city', '=', city)
            .execute();
      }
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('profile').dropColumn('town_lon').execute();
      await db.schema.alterTable('profile').dropColumn('town_lat').execute();
    },
  };
}
