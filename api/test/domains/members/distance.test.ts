import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  DISTANCE_BUCKETS_KM,
  apiErrorSchema,
  distanceBucket,
  kmBetween,
  memberResponseSchema,
  membersResponseSchema,
  ownProfileResponseSchema,
  searchStartResponseSchema,
  type Position,
} from '@app/shared/contracts';
import { memberProfile } from '../../../src/domains/members/service';
import { updateOwnProfile } from '../../../src/domains/members/own-profile';
import { geocode } from '../../../src/domains/site/geocode';
import { logInAsMember, untouchedMembers } from '../../helpers/members';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../../helpers/test-app';

// Issue 25 §1: distances on cards and profiles, a distance filter, and no way to find a home.
describeEachDatabase('members: distances', (kind) => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp(kind);
    cookie = await logIn(t.app);
  });
  after(() => t.close());

  const get = async (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url, headers });
  const townOf = async (userId: number): Promise<Position | null> => {
    const row = await t.app.db
      .selectFrom('profile')
      .select(['town_lat', 'town_lon'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.town_lat === null || row.town_lon === null
      ? null
      : { lat: row.town_lat, lon: row.town_lon };
  };
  const demoId = async () =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', 'demo@amora.test')
        .executeTakeFirstOrThrow()
    ).id;

  it('shows how far each member is, in buckets from town centre to town centre', async () => {
    const me = await townOf(await demoId());
    assert.ok(me, 'the demo member lives in Amsterdam, a town GeoNames knows');
    const response = await get('/api/members.php?country=NL&limit=50');
    assert.equal(response.statusCode, 200, response.body);
    const { results } = membersResponseSchema.parse(response.json());
    let shown = 0;
    for (const card of results) {
      const town = await townOf(card.id);
      const expected: number | null = town ? distanceBucket(kmBetween(me, town)) : null;
      assert.equal(card.distance_km, expected, `${card.name} in ${card.city}`);
      if (card.distance_km !== null) {
        assert.ok((DISTANCE_BUCKETS_KM as readonly number[]).includes(card.distance_km));
        shown += 1;
      }
    }
    assert.ok(shown > 10, `${shown} of ${results.length} cards show a distance`);
    // A profile says the same as its card.
    const card = results.find((c) => c.distance_km !== null)!;
    const { profile } = memberResponseSchema.parse(
      (await get(`/api/member.php?id=${card.id}`)).json(),
    );
    assert.equal(profile.distance_km, card.distance_km);
  });

  it('finds only members within the distance asked, and refuses distances it does not offer', async () => {
    const me = (await townOf(await demoId()))!;
    const within = async (km: number) => {
      const response = await get(`/api/members.php?distance=${km}&limit=50`);
      assert.equal(response.statusCode, 200, response.body);
      return membersResponseSchema.parse(response.json());
    };
    const near = await within(25);
    const wide = await within(250);
    assert.ok(near.num_results! > 0 && wide.num_results! > near.num_results!);
    for (const card of near.results) {
      const town = (await townOf(card.id))!;
      assert.ok(kmBetween(me, town) <= 25 * 1.005, `${card.city} is within 25 km`);
      assert.ok(card.distance_km !== null && card.distance_km <= 25);
    }
    for (const bad of ['7', '-10', 'far']) {
      const response = await get(`/api/members.php?distance=${bad}`);
      assert.equal(response.statusCode, 400, bad);
      assert.equal(apiErrorSchema.parse(response.json()).error.code, 'validation_failed');
    }
  });

  it('lists the nearest first, ring by ring, page after page — each member once (issue 49 §3)', async () => {
    const me = (await townOf(await demoId()))!;
    const seen: Array<{ id: number; km: number; bucket: number | null }> = [];
    let cursor: string | null = null;
    let counted: number | null = null;
    do {
      const response = await get(
        `/api/members.php?distance=1000&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      assert.equal(response.statusCode, 200, response.body);
      const page = membersResponseSchema.parse(response.json());
      counted ??= page.num_results;
      for (const card of page.results)
        seen.push({
          id: card.id,
          km: kmBetween(me, (await townOf(card.id))!),
          bucket: card.distance_km,
        });
      cursor = page.next_cursor;
    } while (cursor !== null && seen.length < 400);
    assert.ok(seen.length > 30, `${seen.length} members within 1000 km`);
    assert.equal(new Set(seen.map((card) => card.id)).size, seen.length, 'each member once');
    if (seen.length < 400) assert.equal(seen.length, counted);
    // What each card says ("less than N km") never grows smaller down the list — but where
    // two members lie either side of a ring's edge by less than the few per cent the database's
    // flat-earth distance errs by at that range (3 % at 500 km).
    const buckets = seen.map((card) => card.bucket ?? Infinity);
    for (let i = 1; i < seen.length; i++) {
      if (buckets[i]! >= buckets[i - 1]!) continue;
      const edge = buckets[i]!;
      for (const card of [seen[i - 1]!, seen[i]!])
        assert.ok(
          Math.abs(card.km - edge) <= edge * 0.03,
          `${card.km.toFixed(0)} km listed out of order, ${buckets.slice(0, i + 1).join(' ')}`,
        );
    }
    assert.ok(new Set(buckets).size >= 4, `members in ${new Set(buckets).size} rings`);
  });

  it('places a member at the centre of the town they give, and nowhere when GeoNames has no such town', async () => {
    const put = async (body: object) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile.php',
        headers: { cookie },
        payload: body,
      });
      assert.equal(response.statusCode, 200, response.body);
      return ownProfileResponseSchema.parse(response.json()).profile;
    };
    const id = await demoId();
    const own = await put({ city: 'Den Haag' });
    assert.equal(own.city, 'Den Haag');
    assert.equal('town_lat' in own, false, 'the own profile does not send positions');
    const haag = (await townOf(id))!;
    assert.ok(Math.abs(haag.lat - 52.08) < 0.02 && Math.abs(haag.lon - 4.3) < 0.02);
    await put({ city: 'Nowhere-on-Sea' });
    assert.equal(await townOf(id), null);
    // With no town, no distance and no distance filter: the search goes on without them.
    const { results } = membersResponseSchema.parse(
      (await get('/api/members.php?distance=10')).json(),
    );
    assert.ok(results.length > 0 && results.every((card) => card.distance_km === null));
    await put({ city: 'Amsterdam' });
    assert.ok(await townOf(id));
  });

  it('starts a first search within a distance and widens the distance first', async () => {
    const answer = await get('/api/search-start.php');
    assert.equal(answer.statusCode, 200, answer.body);
    const { filters, widened } = searchStartResponseSchema.parse(answer.json());
    assert.equal(filters.region, undefined, 'a located member searches by distance, not region');
    if (widened.length > 0) assert.equal(widened[0], 'distance');
    if (!widened.includes('distance')) assert.equal(filters.distance, 25);
  });

  it('cannot be located more finely than their town however a searcher moves around them', async (test) => {
    // Two members who live 4 km apart in Utrecht, and a searcher who moves around them through
    // 441 places 2 km apart, asking each time how far they are (profile and distance filter).
    const [victim, twin, searcher] = await untouchedMembers(t.app, 3);
    const homes: Record<number, Position> = {
      [victim!]: { lat: 52.072, lon: 5.132 },
      [twin!]: { lat: 52.104, lon: 5.095 },
    };
    const settings = { countries: ['NL', 'BE', 'DE'] };
    for (const [id, home] of Object.entries(homes)) {
      // What their browsers did at sign-up: name the town where they are, and give it.
      const place = (await geocode(t.app.db, home.lat, home.lon))!;
      assert.equal(place.city, 'Utrecht');
      await updateOwnProfile(t.app.db, Number(id), { city: place.city, country: 'NL' }, settings);
    }
    const searcherCookie = await logInAsMember(t.app, searcher!);
    const centre = homes[victim!]!;
    const observations: Array<{ at: Position; km: number | null }> = [];
    for (let y = -10; y <= 10; y += 1)
      for (let x = -10; x <= 10; x += 1) {
        const at = { lat: centre.lat + y * 0.018, lon: centre.lon + x * 0.029 };
        const place = await geocode(t.app.db, at.lat, at.lon);
        if (!place || place.country !== 'NL') continue;
        await updateOwnProfile(t.app.db, searcher!, { city: place.city, country: 'NL' }, settings);
        const [seen, seenTwin] = await Promise.all(
          [victim!, twin!].map((id) => memberProfile(t.app.db, id, searcher!)),
        );
        // Whatever the searcher does, the two members answer alike: nothing tells them apart.
        assert.equal(seen!.distance_km, seenTwin!.distance_km, `at ${place.city}`);
        observations.push({ at, km: seen!.distance_km });
      }
    assert.ok(observations.length > 300, `${observations.length} places`);
    // The distance filter says no more: within 10 km of the searcher's last town, both or neither.
    const { results } = membersResponseSchema.parse(
      (await get('/api/members.php?distance=10&limit=50', { cookie: searcherCookie })).json(),
    );
    const found = results.map((card) => card.id);
    assert.equal(found.includes(victim!), found.includes(twin!));

    // The best an attacker can do: every point consistent with the most observations, taking
    // the searcher's own positions as exact. The centre of those is their guess.
    let best: Position[] = [];
    let bestScore = -1;
    for (let y = -60; y <= 60; y += 1)
      for (let x = -60; x <= 60; x += 1) {
        const candidate = { lat: centre.lat + y * 0.005, lon: centre.lon + x * 0.008 };
        const score = observations.filter(
          (o) => distanceBucket(kmBetween(o.at, candidate)) === o.km,
        ).length;
        if (score > bestScore) [best, bestScore] = [[candidate], score];
        else if (score === bestScore) best.push(candidate);
      }
    const guess = {
      lat: best.reduce((sum, p) => sum + p.lat, 0) / best.length,
      lon: best.reduce((sum, p) => sum + p.lon, 0) / best.length,
    };
    const missedBy = [victim!, twin!].map((id) => kmBetween(guess, homes[id]!));
    const apart = kmBetween(homes[victim!]!, homes[twin!]!);
    // One guess for both homes: it misses at least one of them by half the distance between them.
    assert.ok(Math.max(...missedBy) >= apart / 2);
    test.diagnostic(
      `trilateration: ${observations.length} places; best guess ${missedBy[0]!.toFixed(2)} km ` +
        `from one home, ${missedBy[1]!.toFixed(2)} km from the other (${apart.toFixed(1)} km apart, ` +
        `same town): precision no finer than the town`,
    );
  });
});
