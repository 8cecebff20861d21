import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  SIGNUP_MATCHES_COUNT,
  ageOn,
  signupMatchesResponseSchema,
  soughtGenders,
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
    // The seed has enough Dutch men of about 36 for the precise search to fill the page.
    const age = ageOn('1990-06-01', new Date());
    assert.ok(results.every((card) => card.country === 'NL'));
    assert.ok(results.every((card) => Math.abs(card.age - age) <= 10));
    const firstWithout = results.findIndex((card) => card.main_image === null);
    if (firstWithout !== -1)
      assert.ok(results.slice(firstWithout).every((card) => card.main_image === null));
  });
});
