import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  LANDING_FEATURED_DEFAULT,
  MEMBERS_COUNT_CAP,
  landingResponseSchema,
  type LandingData,
} from '@app/shared/contracts';
import { ageOn } from '../../../src/domains/members/age';
import { ONLINE_WINDOW_MS } from '../../../src/domains/members/service';
import { DEMO_ACCOUNT } from '../../../src/seed/demo-accounts';
import { siteWithSettings } from '../../helpers/open-site';
import { userIdOf } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

describeEachDatabase('landing data: /api/landing.php', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const landing = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/landing.php${query}`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return landingResponseSchema.parse(response.json()) as LandingData;
  };
  const profileFacts = async (ids: number[]) =>
    t.app.db
      .selectFrom('profile')
      .select(['user_id', 'fictional', 'gender', 'sexuality', 'body_type', 'birth_date', 'country'])
      .where('user_id', 'in', ids)
      .execute();

  it('features profiles the site operates, with a photo, the visitor’s country first, and its proof', async () => {
    const data = await landing('', { 'cf-ipcountry': 'NL' });
    assert.equal(data.featured.length, LANDING_FEATURED_DEFAULT);
    assert.equal(data.country, 'NL');
    assert.ok(data.featured.every((member) => member.fictional && member.main_image !== null));
    const facts = await profileFacts(data.featured.map((member) => member.id));
    assert.ok(facts.every((row) => row.fictional === 1));
    // Visitors from a country the site serves see its members first.
    assert.equal(data.featured[0]!.country, 'NL');
    const firstElsewhere = data.featured.findIndex((member) => member.country !== 'NL');
    if (firstElsewhere !== -1)
      assert.ok(data.featured.slice(firstElsewhere).every((member) => member.country !== 'NL'));

    const inNl = await t.app.db
      .selectFrom('profile')
      .innerJoin('app_user', 'app_user.id', 'profile.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('profile.country', '=', 'NL')
      .where('profile.visible', '=', 1)
      .where('profile.status', '=', 'active')
      .where('app_user.status', '<>', 'pending_deletion')
      .executeTakeFirstOrThrow();
    assert.equal(data.near_you, Math.min(Number(inNl.n), MEMBERS_COUNT_CAP));
    const since = new Date(Date.now() - ONLINE_WINDOW_MS).toISOString();
    const online = await t.app.db
      .selectFrom('profile')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('profile.visible', '=', 1)
      .where('profile.last_active', '>=', since)
      .executeTakeFirstOrThrow();
    assert.ok(data.online_now > 0 && data.online_now <= Number(online.n));
    assert.equal(data.member, null);
    assert.equal(data.map, null);

    // No country from the CDN: the site's first country.
    const anywhere = await landing();
    assert.equal(anywhere.country, 'US');
  });

  it('never features a real member', async () => {
    await t.app.db
      .updateTable('profile')
      .set({ fictional: 0 })
      .where('country', '=', 'BE')
      .execute();
    try {
      const data = await landing('?count=24', { 'cf-ipcountry': 'BE' });
      assert.ok(data.featured.every((member) => member.country !== 'BE'));
      const demo = await userIdOf(t.app, DEMO_ACCOUNT.email);
      const memberLanding = await t.app.inject({
        method: 'GET',
        url: `/api/landing.php?member=${demo}`,
      });
      assert.equal(memberLanding.statusCode, 404);
    } finally {
      await t.app.db
        .updateTable('profile')
        .set({ fictional: 1 })
        .where('country', '=', 'BE')
        .execute();
    }
  });

  it('follows the campaign’s filters, then the niche’s, relaxing them only when too few match', async () => {
    const men = await landing('?gender=male&min_age=30&max_age=45&count=6');
    assert.equal(men.featured.length, 6);
    const facts = await profileFacts(men.featured.map((member) => member.id));
    assert.ok(facts.every((row) => row.gender === 'male'));
    assert.ok(men.featured.every((member) => member.age >= 30 && member.age <= 45));

    // A gay site features men who like men.
    await siteWithSettings(t.app, 'gay.test', { niche: 7 });
    const gay = await landing('?count=8', { host: 'gay.test' });
    const gayFacts = await profileFacts(gay.featured.map((member) => member.id));
    assert.ok(gayFacts.every((row) => row.gender === 'male'));
    const likeMen = gayFacts.filter((row) => row.sexuality === 'gay' || row.sexuality === 'bi');
    const available = await t.app.db
      .selectFrom('profile')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('gender', '=', 'male')
      .where('sexuality', 'in', ['gay', 'bi'])
      .where('fictional', '=', 1)
      .where('visible', '=', 1)
      .executeTakeFirstOrThrow();
    assert.equal(likeMen.length, Math.min(8, Number(available.n)));

    // A GILF site: women of 60 and over, as far as there are any.
    await siteWithSettings(t.app, 'gilf.test', { niche: 5 });
    const gilf = await landing('?count=4', { host: 'gilf.test' });
    const gilfFacts = await profileFacts(gilf.featured.map((member) => member.id));
    assert.ok(gilfFacts.every((row) => row.gender === 'female'));
    const older = gilfFacts.filter((row) => ageOn(row.birth_date, new Date()) >= 60);
    assert.ok(older.length > 0, 'the demo data has women over 60');
  });

  it('answers a featured member’s landing with their words, and not them among the others', async () => {
    const [someone] = (await landing('?count=1')).featured;
    const data = await landing(`?member=${someone!.id}`);
    assert.equal(data.member?.id, someone!.id);
    assert.equal(typeof data.member?.about, 'string');
    assert.ok(!data.featured.some((member) => member.id === someone!.id));
    const missing = await t.app.inject({ method: 'GET', url: '/api/landing.php?member=99999999' });
    assert.equal(missing.statusCode, 404);
  });

  it('draws the visitor’s country with the featured members placed on it', async () => {
    const data = await landing('?map=1&count=24', { 'cf-ipcountry': 'NL' });
    const map = data.map!;
    assert.equal(map.country, 'NL');
    assert.match(map.outline, /^M[\d.]+,[\d.]+L/);
    assert.ok(map.height > 0 && map.width === 1000);
    assert.ok(map.pins.length > 0, 'demo members live in Dutch towns GeoNames knows');
    const ids = new Set(data.featured.map((member) => member.id));
    for (const pin of map.pins) {
      assert.ok(ids.has(pin.id));
      assert.ok(pin.x >= 0 && pin.x <= map.width && pin.y >= 0 && pin.y <= map.height);
    }
    // Amsterdam lies north of Maastricht and west of Enschede.
    const at = async (city: string) => {
      const member = data.featured.find((m) => m.city === city);
      return member && map.pins.find((pin) => pin.id === member.id);
    };
    const [amsterdam, maastricht] = [await at('Amsterdam'), await at('Maastricht')];
    if (amsterdam && maastricht) assert.ok(amsterdam.y < maastricht.y);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const query of ['?count=100', '?min_age=40&max_age=30', '?gender=other', '?map=yes']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/landing.php${query}` });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error.code, 'validation_failed');
    }
  });
});
