import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { geocodeResponseSchema, townsResponseSchema } from '@app/shared/contracts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

describeEachDatabase('geocode', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const geocode = async (lat: number | string, lon: number | string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/geocode.php?lat=${lat}&lon=${lon}`,
    });
    return {
      response,
      body: response.statusCode === 200 ? geocodeResponseSchema.parse(response.json()) : null,
    };
  };

  it('names the town, country and the site region of a position, cached for an hour', async () => {
    const { response, body } = await geocode(48.8566, 2.3522);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, max-age=3600');
    assert.equal(body?.location?.country, 'FR');
    assert.equal(body?.location?.city, 'Paris');
    assert.equal(body?.location?.region?.name, 'Île-de-France');
  });

  it('suggests towns as a member types their first letters, most populous first, with the region (issue 49 §13)', async () => {
    const towns = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/towns.php?${query}` });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const haa = townsResponseSchema.parse((await towns('country=NL&q=haa')).body).towns;
    assert.equal(haa[0]?.city, 'Haarlem');
    assert.equal(haa[0]?.region?.name, 'Noord-Holland');
    assert.ok(haa.some((town) => town.city === 'Den Haag' || town.city.startsWith('Haa')));
    assert.ok(haa.length <= 8);
    // Accents and case do not matter; another country's towns are not offered.
    const stra = townsResponseSchema.parse((await towns('country=FR&q=STRA')).body).towns;
    assert.equal(stra[0]?.city, 'Strasbourg');
    const ile = townsResponseSchema.parse((await towns('country=FR&q=%C3%A9vry')).body).towns;
    assert.ok(
      ile.some((town) => town.city.startsWith('Évry')),
      JSON.stringify(ile),
    );
    assert.deepEqual(townsResponseSchema.parse((await towns('country=NL&q=zzqx')).body).towns, []);
    // Too short, no country, a country code in lower case: 400.
    for (const bad of ['country=NL&q=h', 'q=haarlem', 'country=nl&q=haa'])
      assert.equal((await towns(bad)).status, 400, bad);
  });

  it('finds the site region where GeoNames names it in another language', async () => {
    const cases: Array<[number, number, string, string]> = [
      [52.09, 5.12, 'NL', 'Utrecht'],
      [52.38, 4.64, 'NL', 'Noord-Holland'],
      [48.14, 11.58, 'DE', 'Bayern'],
      [50.06, 19.94, 'PL', 'Małopolskie'],
    ];
    for (const [lat, lon, country, region] of cases) {
      const { body } = await geocode(lat, lon);
      assert.equal(body?.location?.country, country, `${lat},${lon}`);
      assert.equal(body?.location?.region?.name, region, `${lat},${lon}`);
      const stored = await t.app.db
        .selectFrom('region')
        .select('id')
        .where('name', '=', region)
        .executeTakeFirstOrThrow();
      assert.equal(body?.location?.region?.id, stored.id);
    }
  });

  it('leaves the region to the member where the site lists second-level regions', async () => {
    const { body } = await geocode(51.22, 4.4);
    assert.deepEqual(body?.location, { country: 'BE', region: null, city: 'Antwerpen' });
  });

  it('answers no place far from any town, and 400 for a position off the globe', async () => {
    assert.deepEqual((await geocode(0, -140)).body, { location: null });
    assert.equal((await geocode(91, 0)).response.statusCode, 400);
    assert.equal((await geocode('north', 0)).response.statusCode, 400);
  });
});
