import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEARCH_DISTANCES_KM } from '@app/shared/contracts';
import { countMembers, searchMembersQuery } from '../../../src/domains/members/repository';
import { KM_PER_DEGREE, townCell, townCellsWithin } from '../../../src/domains/members/town-cells';
import { describeEachDatabase, type TestApp, createTestApp } from '../../helpers/test-app';

// Issue 27 §3: a distance search's count reads the cells its circle touches, never a scan; it
// must find exactly what the distance itself finds.

/** A deterministic pseudo-random sequence (the test can fail the same way twice). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('town cells', () => {
  it('cover every position within the distance, whatever the centre (antimeridian included)', () => {
    const next = random(27);
    for (let round = 0; round < 3000; round++) {
      const lat = -60 + next() * 130;
      const lon = -180 + next() * 360;
      const km = SEARCH_DISTANCES_KM[round % SEARCH_DISTANCES_KM.length]!;
      const cells = new Set(townCellsWithin({ lat, lon, km }));
      // A point the search's own distance (flat earth at the centre's latitude) accepts.
      const angle = next() * 2 * Math.PI;
      const reach = Math.sqrt(next()) * km;
      const pointLat = lat + (reach * Math.sin(angle)) / KM_PER_DEGREE;
      let pointLon =
        lon + (reach * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
      if (pointLon >= 180) pointLon -= 360;
      if (pointLon < -180) pointLon += 360;
      assert.ok(
        cells.has(townCell(pointLat, pointLon)),
        `${pointLat},${pointLon} within ${km} km of ${lat},${lon}`,
      );
    }
  });

  it('are few for the distances offered', () => {
    const amsterdam = { lat: 52.37, lon: 4.89 };
    assert.ok(townCellsWithin({ ...amsterdam, km: 50 }).length <= 20);
    assert.ok(townCellsWithin({ ...amsterdam, km: 250 }).length <= 200);
  });
});

describeEachDatabase('town cells in the database', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('are computed by the database as here, for every placed member', async () => {
    const rows = await t.app.db
      .selectFrom('profile')
      .select(['town_lat', 'town_lon', 'town_cell'])
      .where('town_lat', 'is not', null)
      .execute();
    assert.ok(rows.length > 10, 'the demo members are placed');
    for (const row of rows) assert.equal(row.town_cell, townCell(row.town_lat!, row.town_lon!));
  });

  it('count exactly the members the distance finds', async () => {
    const placed = await t.app.db
      .selectFrom('profile')
      .select(['town_lat', 'town_lon'])
      .where('town_lat', 'is not', null)
      .limit(5)
      .execute();
    for (const centre of placed)
      for (const km of SEARCH_DISTANCES_KM) {
        const near = { lat: centre.town_lat!, lon: centre.town_lon!, km };
        // The count (cells, then distance) against a page of every match (distance only).
        const counted = await countMembers(t.app.db, { near }, 10_000);
        // Same rule as a page: listed members, the distance checked row by row.
        const rows = await searchMembersQuery(t.app.db, { near }, null, 10_000).execute();
        assert.equal(counted, rows.length, `${km} km around ${near.lat},${near.lon}`);
      }
  });
});
