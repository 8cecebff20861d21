import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  SIGNUP_MATCHES_COUNT,
  ageOn,
  searchStartResponseSchema,
  signupMatchesResponseSchema,
  soughtGenders,
  type MemberCard,
} from '@app/shared/contracts';
import { logInAsMember, untouchedMembers } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

it('looks for whom the member said they would like to meet, else what gender and sexuality imply', () => {
  assert.deepEqual(soughtGenders('male', 'hetero'), ['female']);
  assert.deepEqual(soughtGenders('female', 'hetero'), ['male']);
  assert.deepEqual(soughtGenders('male', 'gay'), ['male']);
  assert.deepEqual(soughtGenders(null, 'lesbian'), ['female']);
  assert.deepEqual(soughtGenders('female', 'bi'), ['male', 'female']);
  assert.deepEqual(soughtGenders('male', null), ['male', 'female']);
  // Issue 49 §2: the answer to "Who would you like to meet?" wins over what the rest implies.
  assert.deepEqual(soughtGenders('male', null, 'female'), ['female']);
  assert.deepEqual(soughtGenders('male', 'hetero', 'any'), ['male', 'female']);
  assert.deepEqual(soughtGenders(null, 'bi', 'male'), ['male']);
});

/** Nearest first; among members as near, photos first. */
function assertNearestFirst(results: MemberCard[]) {
  const far = (card: MemberCard) => card.distance_km ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < results.length; i += 1) {
    const [before, card] = [results[i - 1]!, results[i]!];
    assert.ok(far(before) <= far(card), results.map((c) => c.distance_km).join());
    if (far(before) === far(card) && before.main_image === null)
      assert.equal(card.main_image, null, 'photos first among members as near');
  }
}

describeEachDatabase('signup matches', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/signup-matches.php' });
    assert.equal(response.statusCode, 403);
  });

  it('suggests listed members of the wanted gender, nearby and of about the same age, photos first', async () => {
    const [id] = (await untouchedMembers(t.app, 1)) as [number];
    await t.app.db
      .updateTable('profile')
      .set({ gender: 'female', sexuality: 'hetero', country: 'NL', birth_date: '1990-06-01' })
      .where('user_id', '=', id)
      .execute();
    const cookie = await logInAsMember(t.app, id);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/signup-matches.php',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { results } = signupMatchesResponseSchema.parse(response.json());
    assert.equal(results.length, SIGNUP_MATCHES_COUNT);
    assert.ok(results.every((card) => card.gender === 'male'));
    assert.ok(!results.some((card) => card.id === id), 'never oneself');
    assert.equal(new Set(results.map((card) => card.id)).size, results.length);
    const age = ageOn('1990-06-01', new Date());
    assert.ok(results.every((card) => Math.abs(card.age - age) <= 11));
    assertNearestFirst(results);
  });

  it('a woman in Paris, where few members live, gets the nearest men first, never the far side of the world (issue 49 §3)', async () => {
    const [id] = (await untouchedMembers(t.app, 1)) as [number];
    const birthDate = `${new Date().getUTCFullYear() - 32}-01-15`;
    await t.app.db
      .updateTable('profile')
      .set({ gender: 'female', sexuality: 'hetero', birth_date: birthDate })
      .where('user_id', '=', id)
      .execute();
    const cookie = await logInAsMember(t.app, id);
    const placed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { cookie },
      payload: { country: 'FR', city: 'Paris' },
    });
    assert.equal(placed.statusCode, 200, placed.body);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const start = searchStartResponseSchema.parse((await get('/api/search-start.php')).json());
    // The circle grew, the ages by less: never 18 to 99.
    assert.ok(start.filters.distance !== undefined, JSON.stringify(start));
    assert.ok(start.filters.max_age! - start.filters.min_age! <= 22, JSON.stringify(start));
    const { results } = signupMatchesResponseSchema.parse(
      (await get('/api/signup-matches.php')).json(),
    );
    assert.equal(results.length, SIGNUP_MATCHES_COUNT);
    assert.ok(results.every((card) => card.gender === 'male'));
    assertNearestFirst(results);
    // Within the circle the start drew: Europe, not Canada or Australia.
    assert.ok(
      results.every((card) =>
        ['FR', 'BE', 'NL', 'DE', 'GB', 'CH', 'IT', 'ES', 'AT', 'IE', 'DK', 'PL'].includes(
          card.country,
        ),
      ),
      results.map((card) => card.country).join(),
    );
  });
});
