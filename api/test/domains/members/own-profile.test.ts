import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, ownProfileResponseSchema } from '@app/shared/contracts';
import { ownMember } from '../../helpers/accounts';
import { logInAsMember, untouchedMembers } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

describeEachDatabase('own profile', (kind) => {
  let t: TestApp;
  let cookie: string;
  let memberId: number;
  before(async () => {
    t = await createTestApp(kind);
    [memberId] = (await untouchedMembers(t.app, 1)) as [number];
    cookie = await logInAsMember(t.app, memberId);
  });
  after(() => t.close());

  const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: '/api/profile.php', payload: payload as object, headers });
  const get = () => t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie } });
  const get2 = (as: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie: as } });
  const regionOf = async (country: string, name: string) =>
    (
      await t.app.db
        .selectFrom('region')
        .select('id')
        .where('country', '=', country)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const epoch = async () =>
    (await t.app.db.selectFrom('member_card_epoch').select('epoch').executeTakeFirstOrThrow())
      .epoch;

  it('needs a login', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/profile.php' })).statusCode, 403);
    const response = await put({ about: 'hi' }, {});
    assert.equal(response.statusCode, 403);
  });

  it('changes only the fields sent, interests as a set, and raises the card epoch', async () => {
    const before = ownProfileResponseSchema.parse((await get()).json()).profile;
    const epochBefore = await epoch();
    const noordHolland = await regionOf('NL', 'Noord-Holland');
    const response = await put({
      about: '  Long walks on the beach.  ',
      hair_colour: 'red',
      tattoos: true,
      interests: ['music', 'gym', 'music'],
      country: 'NL',
      region_id: noordHolland,
      city: ' Haarlem ',
    });
    assert.equal(response.statusCode, 200, response.body);
    const profile = ownProfileResponseSchema.parse(response.json()).profile;
    assert.equal(profile.about, 'Long walks on the beach.');
    assert.equal(profile.hair_colour, 'red');
    assert.equal(profile.tattoos, true);
    assert.deepEqual([...profile.interests].sort(), ['gym', 'music']);
    assert.equal(profile.country, 'NL');
    assert.equal(profile.region_id, noordHolland);
    assert.equal(profile.city, 'Haarlem');
    // Untouched fields stay.
    assert.equal(profile.name, before.name);
    assert.equal(profile.gender, before.gender);
    assert.equal(profile.eye_colour, before.eye_colour);
    assert.ok((await epoch()) > epochBefore, 'a city change makes cached lists stale');
    // Others see it on the public profile.
    const publicProfile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/member.php?id=${memberId}`,
        headers: { cookie },
      })
    ).json().profile;
    assert.equal(publicProfile.city, 'Haarlem');
    assert.equal(publicProfile.region, 'Noord-Holland');

    // An empty list clears interests; an empty city clears the city.
    const cleared = ownProfileResponseSchema.parse(
      (await put({ interests: [], city: '' })).json(),
    ).profile;
    assert.deepEqual(cleared.interests, []);
    assert.equal(cleared.city, null);
  });

  it('keeps the language an "about me" was written in, for its readers', async () => {
    const setLanguage = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: { cookie },
        payload: { language },
      });
    const aboutLang = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/member.php?id=${memberId}`,
          headers: { cookie },
        })
      ).json().profile.about_lang;
    await setLanguage('fr');
    assert.equal((await put({ about: 'J’aime les longues promenades.' })).statusCode, 200);
    assert.equal(await aboutLang(), 'fr');
    // Switching the interface later does not change what the text was written in.
    await setLanguage('en');
    assert.equal((await put({ city: 'Lyon' })).statusCode, 200);
    assert.equal(await aboutLang(), 'fr');
    assert.equal((await put({ about: 'Long walks.' })).statusCode, 200);
    assert.equal(await aboutLang(), 'en');
    assert.equal((await put({ about: '' })).statusCode, 200);
    assert.equal(await aboutLang(), null);
  });

  it('a new country without a region drops the old region', async () => {
    await put({ country: 'NL', region_id: await regionOf('NL', 'Utrecht') });
    const profile = ownProfileResponseSchema.parse((await put({ country: 'BE' })).json()).profile;
    assert.equal(profile.country, 'BE');
    assert.equal(profile.region_id, null);
  });

  it("keeps a sexuality only with the member's explicit consent, asked with the first one (issue 25 §3)", async () => {
    const fresh = await ownMember(t.app, 'consent');
    // As a new sign-up is: nothing said yet, nothing agreed to.
    await t.app.db
      .updateTable('profile')
      .set({ sexuality: null, sensitive_consent_at: null, about: '' })
      .where('user_id', '=', fresh.id)
      .execute();
    const putAs = (payload: object) => put(payload, { cookie: fresh.cookie });
    assert.equal(
      ownProfileResponseSchema.parse((await get2(fresh.cookie)).json()).profile.sensitive_consent,
      false,
    );
    const refused = await putAs({ sexuality: 'bi', about: 'Hello' });
    assert.equal(refused.statusCode, 400);
    const { error } = apiErrorSchema.parse(refused.json());
    assert.equal(error.code, 'sensitive_consent_required');
    assert.equal(error.params?.field, 'sensitive_consent');
    // Nothing of the refused change was kept.
    const unchanged = ownProfileResponseSchema.parse((await get2(fresh.cookie)).json()).profile;
    assert.equal(unchanged.sexuality, null);
    assert.equal(unchanged.about, '');

    const given = await putAs({ sexuality: 'bi', sensitive_consent: true });
    assert.equal(given.statusCode, 200, given.body);
    const profile = ownProfileResponseSchema.parse(given.json()).profile;
    assert.equal(profile.sexuality, 'bi');
    assert.equal(profile.sensitive_consent, true);
    // Given once, it stands: a later change needs no second yes.
    assert.equal((await putAs({ sexuality: 'hetero' })).statusCode, 200);
  });

  it('refuses bad input whole and changes nothing', async () => {
    await put({ country: 'NL', region_id: await regionOf('NL', 'Utrecht'), about: 'kept' });
    const before = (await get()).json();
    const cases: Array<[unknown, number, string]> = [
      [
        { country: 'NL', region_id: await regionOf('BE', 'Antwerpen'), about: 'x' },
        400,
        'region_invalid',
      ],
      [{ region_id: await regionOf('FR', 'Bretagne') }, 400, 'region_invalid'],
      [{ country: 'JP', about: 'x' }, 400, 'validation_failed'],
      [{ gender: 'robot' }, 400, 'validation_failed'],
      [{ interests: ['music', 'nope'] }, 400, 'validation_failed'],
      [{ about: 'x'.repeat(2001) }, 400, 'validation_failed'],
      [{ city: 'Line\nbreak' }, 400, 'validation_failed'],
      [{ name: 'Renamed' }, 400, 'validation_failed'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await put(payload);
      assert.equal(response.statusCode, status, JSON.stringify(payload));
      assert.equal(apiErrorSchema.parse(response.json()).error.code, code, JSON.stringify(payload));
    }
    assert.deepEqual((await get()).json(), before);
  });
});
