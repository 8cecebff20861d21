import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  PHOTO_LIMIT_FREE,
  apiErrorSchema,
  memberResponseSchema,
  membersResponseSchema,
  operatedProfileListSchema,
  operatedProfileResponseSchema,
  outboxResponseSchema,
  photoUploadResponseSchema,
  type OperatedProfileCreate,
} from '@app/shared/contracts';
import sharp from 'sharp';
import { realMember } from '../../helpers/accounts';
import { multipart } from '../../helpers/multipart';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 48 §1: the profiles a site operates, made and kept from the back office.

const photo = (colour: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describeEachDatabase('operated profiles', (kind) => {
  let t: TestApp;
  let owner: string;
  let member: { id: number; cookie: string };
  before(async () => {
    t = await createTestApp(kind);
    owner = (await staffMember(t.app, 'owner')).cookie;
    member = await realMember(t.app, 'viewer');
    // An English-speaking member: the page is in English unless its cookie says otherwise.
    await t.app.db
      .updateTable('app_user')
      .set({ language: 'en' })
      .where('id', '=', member.id)
      .execute();
  });
  after(() => t.close());

  const backoffice = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie = owner,
  ) =>
    t.app.inject({
      method,
      url: `/api/backoffice/operated-profiles${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  let named = 0;
  const create = async (fields: Partial<OperatedProfileCreate> = {}) => {
    named += 1;
    const response = await backoffice('POST', '', {
      name: `Operated${kind}${named}`,
      age: 97,
      gender: 'female',
      country: 'NZ',
      ...fields,
    });
    assert.equal(response.statusCode, 200, response.body);
    return operatedProfileResponseSchema.parse(response.json()).profile;
  };
  const asMember = (url: string, locale?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${member.cookie}${locale ? `; locale=${locale}` : ''}` },
    });
  const found = async (id: number) => {
    const response = await asMember(
      '/api/members.php?gender=female&country=NZ&min_age=97&max_age=97&limit=50',
    );
    assert.equal(response.statusCode, 200, response.body);
    return membersResponseSchema.parse(response.json()).results.find((card) => card.id === id);
  };
  const audited = (id: number) =>
    t.app.db
      .selectFrom('staff_audit')
      .select(['action', 'after_json'])
      .where('object_type', '=', 'member')
      .where('object_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('made in the back office, a profile is listed at once, marked fictional, its text in the reader’s language', async () => {
    const made = await create({
      name: `Lina${kind}`,
      age: 97,
      city: 'Auckland',
      hair_colour: 'blond',
      interests: ['travel', 'music'],
      texts: { en: 'I like long walks.', fr: 'J’aime les longues promenades.' },
    });
    assert.equal(made.state, 'active');
    assert.equal(made.age, 97);
    assert.equal(made.city, 'Auckland');
    assert.deepEqual(made.texts, {
      en: 'I like long walks.',
      fr: 'J’aime les longues promenades.',
    });
    assert.deepEqual([...made.interests].sort(), ['music', 'travel']);

    const card = await found(made.id);
    assert.ok(card, 'in a member’s search');
    assert.equal(card.fictional, true);

    const english = memberResponseSchema.parse(
      (await asMember(`/api/member.php?id=${made.id}`)).json(),
    );
    assert.equal(english.profile.fictional, true);
    assert.equal(english.profile.about, 'I like long walks.');
    assert.equal(english.profile.about_lang, 'en');
    const french = memberResponseSchema.parse(
      (await asMember(`/api/member.php?id=${made.id}`, 'fr')).json(),
    );
    assert.equal(french.profile.about, 'J’aime les longues promenades.');
    assert.equal(french.profile.about_lang, 'fr');

    // The list shows it; nobody can log in as it, nothing is mailed to it.
    const list = operatedProfileListSchema.parse(
      (await backoffice('GET', `?q=${made.name}`)).json(),
    );
    assert.ok(
      list.profiles.some((profile) => profile.id === made.id && profile.state === 'active'),
    );
    const account = await t.app.db
      .selectFrom('app_user')
      .select(['email', 'status'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    assert.match(account.email, /@operated\.invalid$/);
    assert.equal(account.status, 'active');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      payload: { email: account.email, password: '' },
    });
    assert.ok(login.statusCode >= 400);
    assert.deepEqual(
      (await audited(made.id)).map((row) => row.action),
      ['operated_profile.create'],
    );
  });

  it('bad input is refused with the field’s code and makes nothing; a taken name is said so', async () => {
    const before = operatedProfileListSchema.parse((await backoffice('GET', '')).json()).total;
    for (const [payload, code] of [
      [{ name: 'Young', age: 17, gender: 'female', country: 'NZ' }, 'validation_failed'],
      [{ name: '@handle', age: 30, gender: 'female', country: 'NZ' }, 'name_invalid'],
      [{ name: 'Nobody', age: 30, gender: 'female', country: 'nz' }, 'validation_failed'],
      [
        { name: 'Extra', age: 30, gender: 'female', country: 'NZ', fictional: 0 },
        'validation_failed',
      ],
      [
        {
          name: 'Wordy',
          age: 30,
          gender: 'female',
          country: 'NZ',
          texts: { en: 'x'.repeat(2001) },
        },
        'validation_failed',
      ],
    ] as const) {
      const response = await backoffice('POST', '', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(apiErrorSchema.parse(response.json()).error.code, code);
    }
    const taken = await t.app.db
      .selectFrom('profile')
      .select('name')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const clash = await backoffice('POST', '', {
      name: taken.name.toUpperCase(),
      age: 30,
      gender: 'female',
      country: 'NZ',
    });
    assert.equal(clash.statusCode, 409);
    assert.equal(apiErrorSchema.parse(clash.json()).error.code, 'name_taken');
    assert.equal(
      operatedProfileListSchema.parse((await backoffice('GET', '')).json()).total,
      before,
    );
  });

  it('two staff making the same name at once: one profile, the other told the name is taken', async () => {
    const name = `Twin${kind}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        backoffice('POST', '', { name, age: 40, gender: 'male', country: 'NZ' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 409, 409, 409, 409, 409]);
    const rows = await t.app.db
      .selectFrom('profile')
      .select('user_id')
      .where('name_key', '=', name.toLowerCase())
      .execute();
    assert.equal(rows.length, 1);
  });

  it('paused, it leaves the lists; retired, its profile is gone; each step audited', async () => {
    const made = await create();
    assert.ok(await found(made.id));
    const pause = await backoffice('PATCH', `/${made.id}`, { state: 'paused' });
    assert.equal(pause.statusCode, 200, pause.body);
    assert.equal(operatedProfileResponseSchema.parse(pause.json()).profile.state, 'paused');
    assert.equal(await found(made.id), undefined);

    const resume = await backoffice('PATCH', `/${made.id}`, { state: 'active', age: 96 });
    assert.equal(operatedProfileResponseSchema.parse(resume.json()).profile.age, 96);
    assert.equal(await found(made.id), undefined, 'no longer 97');

    await backoffice('PATCH', `/${made.id}`, { state: 'retired' });
    assert.equal((await asMember(`/api/member.php?id=${made.id}`)).statusCode, 404);
    assert.deepEqual(
      (await audited(made.id)).map((row) => row.action),
      [
        'operated_profile.create',
        'operated_profile.pause',
        'operated_profile.resume',
        'operated_profile.retire',
      ],
    );
    // A member's own profile (a person's) is not an operated one: the back office leaves it be.
    assert.equal((await backoffice('PATCH', `/${member.id}`, { state: 'paused' })).statusCode, 404);
    assert.equal((await backoffice('GET', `/${member.id}`)).statusCode, 404);
  });

  it('its photos go through the members’ pipeline, more than a free member may have', async () => {
    const made = await create();
    const upload = (body: Buffer) => {
      const { payload, headers } = multipart(body);
      return t.app.inject({
        method: 'POST',
        url: `/api/backoffice/operated-profiles/${made.id}/photos`,
        headers: { ...headers, cookie: owner },
        payload,
      });
    };
    const colours = ['#a04040', '#40a040', '#4040a0', '#a0a040'];
    assert.ok(colours.length > PHOTO_LIMIT_FREE);
    for (const colour of colours) {
      const response = await upload(await photo(colour));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(photoUploadResponseSchema.parse(response.json()).photo.status, 'screening');
    }
    const unreadable = await upload(Buffer.from('not an image'));
    assert.equal(unreadable.statusCode, 400);

    let listed = operatedProfileListSchema
      .parse((await backoffice('GET', `?q=${made.name}`)).json())
      .profiles.find((profile) => profile.id === made.id)!;
    // Checked for nudity in the background: waiting, or shown once checked.
    assert.equal(listed.photos + listed.photos_waiting, colours.length);
    await t.app.photoScreening.idle();
    await t.app.photoScreening.drain();
    listed = operatedProfileListSchema
      .parse((await backoffice('GET', `?q=${made.name}`)).json())
      .profiles.find((profile) => profile.id === made.id)!;
    assert.equal(listed.photos, colours.length);
    assert.ok(listed.thumb);

    // Landers feature it now (only operated profiles with a photo are ever featured).
    const landing = await t.app.inject({
      method: 'GET',
      url: `/api/landing.php?member=${made.id}`,
    });
    assert.equal(landing.statusCode, 200, landing.body);

    const profile = operatedProfileResponseSchema.parse(
      (await backoffice('GET', `/${made.id}`)).json(),
    ).profile;
    const last = profile.all_photos.at(-1)!;
    assert.equal(
      (await backoffice('POST', `/${made.id}/photos/${last.id}/main`, {})).statusCode,
      200,
    );
    const again = operatedProfileResponseSchema.parse(
      (await backoffice('GET', `/${made.id}`)).json(),
    ).profile;
    assert.equal(again.all_photos[0]!.id, last.id);
    assert.equal((await backoffice('DELETE', `/${made.id}/photos/${last.id}`)).statusCode, 200);
    assert.equal(
      operatedProfileResponseSchema.parse((await backoffice('GET', `/${made.id}`)).json()).profile
        .all_photos.length,
      colours.length - 1,
    );
  });

  it('the list finds by part of the name and by state, a page of 50 at a time', async () => {
    const tag = `Pg${kind}`;
    for (let n = 0; n < 3; n += 1) await create({ name: `${tag}Anna${n}` });
    const paused = await create({ name: `${tag}Bea` });
    await backoffice('PATCH', `/${paused.id}`, { state: 'paused' });
    const list = async (query: string) => {
      const response = await backoffice('GET', `?${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return operatedProfileListSchema.parse(response.json());
    };
    const annas = await list(`q=${tag.toLowerCase()}anna`);
    assert.deepEqual(
      annas.profiles.map((profile) => profile.name),
      [`${tag}Anna0`, `${tag}Anna1`, `${tag}Anna2`],
    );
    assert.equal(annas.total, 3);
    const pausedOnes = await list(`q=${tag}&state=paused`);
    assert.deepEqual(
      pausedOnes.profiles.map((profile) => profile.name),
      [`${tag}Bea`],
    );
    assert.equal((await list(`q=${tag}&state=active`)).total, 3);
    // A wildcard typed is a character searched for, not "everything".
    assert.equal((await list('q=%25')).total, 0);
    // Pages of 50: the demo's generated members are operated profiles too.
    const first = await list('');
    assert.ok(first.total > 50);
    assert.equal(first.profiles.length, 50);
    assert.equal(first.pages, Math.ceil(first.total / 50));
    const second = await list('page=2');
    assert.ok(!second.profiles.some((profile) => first.profiles.some((p) => p.id === profile.id)));
    assert.equal((await backoffice('GET', '?state=gone')).statusCode, 400);
  });

  it('marketing makes them; a moderator may not', async () => {
    const marketing = (await staffMember(t.app, 'marketing')).cookie;
    const moderator = (await staffMember(t.app, 'moderator')).cookie;
    assert.equal((await backoffice('GET', '', undefined, marketing)).statusCode, 200);
    assert.equal((await backoffice('GET', '', undefined, moderator)).statusCode, 403);
    const refused = await backoffice(
      'POST',
      '',
      { name: 'NotByModerator', age: 30, gender: 'female', country: 'NZ' },
      moderator,
    );
    assert.equal(refused.statusCode, 403);
  });

  it('mail to an operated profile’s address goes nowhere', async () => {
    const made = await create();
    const { email } = await t.app.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    await t.app.mailer.send({ to: email, subject: 's', text: 't', html: 'h', fromName: 'Site' });
    await t.app.mailer.send({
      to: 'someone@x.test',
      subject: 'kept',
      text: 't',
      html: 'h',
      fromName: 'Site',
    });
    const { mails } = outboxResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/outbox.php' })).json(),
    );
    assert.ok(mails.some((mail) => mail.subject === 'kept'));
    assert.ok(!mails.some((mail) => mail.to === email));
  });
});
