import assert from 'node:assert/strict';
import { after, before, beforeEach, it } from 'node:test';
import {
  FREE_CONVERSATIONS,
  apiErrorSchema,
  chatsResponseSchema,
  inviteResponseSchema,
  outboxResponseSchema,
  ownProfileResponseSchema,
  searchStartResponseSchema,
  signupSuggestionResponseSchema,
  userResponseSchema,
  type SignupRequest,
} from '@app/shared/contracts';
import { issueToken } from '../../../src/domains/auth/tokens';
import { bornYearsAgo, ownMember } from '../../helpers/accounts';
import { untouchedMembers, userIdOf } from '../../helpers/members';
import { siteWithSettings } from '../../helpers/open-site';
import {
  createTestApp,
  describeEachDatabase,
  logIn,
  sessionCookieFrom,
  type TestApp,
} from '../../helpers/test-app';
import { forgetSiteRows } from '../../../src/domains/site/service';

let sequence = 0;
/** A valid, unused draft; every call gets its own address and name. */
function draft(overrides: Partial<SignupRequest> = {}): SignupRequest {
  sequence += 1;
  return {
    email: `newcomer${sequence}@example.test`,
    name: `Newcomer${sequence}`,
    password: 'a good password',
    date_of_birth: bornYearsAgo(30),
    ...overrides,
  };
}

describeEachDatabase('sign-up', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  /** Each request from its own address, so the per-address limit stays out of the way. */
  let address = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.0.${address >> 8}.${address++ & 255}`,
    });
  const signup = (payload: object) => post('/api/signup.php', payload);
  const accounts = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setSettings = async (changes: Record<string, unknown>) => {
    const site = await t.app.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(site.settings), ...changes };
    await t.app.db
      .updateTable('site')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', site.id)
      .execute();
    // Read afresh, as a site:create run would be within a second.
    forgetSiteRows();
  };
  beforeEach(() => setSettings({ signups: 'all', min_age: 18 }));

  it('creates a not-yet-confirmed member with a hidden profile, credits, a session and a mail', async () => {
    const body = draft({
      email: '  New.Member@Example.TEST ',
      tracking: { network: 'ads', sub2: 'x' },
    });
    const response = await signup(body);
    assert.equal(response.statusCode, 200, response.body);
    const { user } = userResponseSchema.parse(response.json());
    assert.ok(user);
    assert.equal(user.email, 'new.member@example.test');
    assert.equal(user.status, 'not_confirmed');
    assert.equal(user.profile.status, 'disabled');
    assert.equal(user.profile.name, body.name);
    assert.equal(user.credits, 5);
    // Offers, digests and news wait for the member's own yes; their own messages and likes do not.
    assert.deepEqual([...user.notifications_disabled].sort(), [
      'news',
      'promotions',
      'weekly_updates',
    ]);

    // The session is open.
    const cookie = sessionCookieFrom(response);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    assert.equal(userResponseSchema.parse(me.json()).user?.id, user.id);

    // The grant is in the ledger, the traffic source on the account.
    const entries = await t.app.db
      .selectFrom('credit_entry')
      .select(['amount', 'reason', 'balance_after'])
      .where('user_id', '=', user.id)
      .execute();
    assert.deepEqual(entries, [{ amount: 5, reason: 'signup', balance_after: 5 }]);
    const tracking = await t.app.db
      .selectFrom('signup_tracking')
      .select(['network', 'ref', 'sub2'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(tracking, { network: 'ads', ref: null, sub2: 'x' });

    // The confirmation link went out to the new address.
    const outbox = outboxResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/outbox.php' })).json(),
    );
    const mail = outbox.mails.find((m) => m.to === 'new.member@example.test');
    assert.match(mail?.links[0] ?? '', /\/api\/activate\.php\?token=/);

    // Nobody can find the profile before the address is confirmed.
    const found = await t.app.db
      .selectFrom('profile')
      .select(['status', 'gender'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(found, { status: 'disabled', gender: null });
  });

  it('delivers the first message to the featured member as a real conversation', async () => {
    const [featured] = (await untouchedMembers(t.app, 1)) as [number];
    const response = await signup(
      draft({ signup_message: '  Hello there, nice smile!  ', profile: featured }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const cookie = sessionCookieFrom(response);
    const chats = chatsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie } })).json(),
    ).chats;
    assert.equal(chats.length, 1);
    assert.equal(chats[0]!.profile.id, featured);
    const message = await t.app.db
      .selectFrom('message')
      .innerJoin(
        'conversation_member',
        'conversation_member.conversation_id',
        'message.conversation_id',
      )
      .select(['message.body', 'message.sender_id'])
      .where('conversation_member.user_id', '=', featured)
      .executeTakeFirstOrThrow();
    assert.equal(message.body, 'Hello there, nice smile!');
    // Issue 25 §2: the conversation the product offered does not use up a free one.
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/chat-allowance.php',
      headers: { cookie },
    });
    assert.deepEqual(allowance.json(), { free_conversations_left: FREE_CONVERSATIONS });
  });

  it('files a member with no geo by their browser language’s region, not the site’s first country', async () => {
    const countryOf = async (headers: Record<string, string>) => {
      const request = draft();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: request,
        headers,
        remoteAddress: `10.1.${address >> 8}.${address++ & 255}`,
      });
      assert.equal(response.statusCode, 200, response.body);
      return userResponseSchema.parse(response.json()).user!.profile.country;
    };
    assert.equal(await countryOf({ 'accept-language': 'ja-JP,fr;q=0.9,fr-BE;q=0.8' }), 'BE');
    // The request's own country, where the site serves it, comes first.
    assert.equal(await countryOf({ 'accept-language': 'fr-BE', 'x-country': 'NL' }), 'NL');
  });

  it('refuses each broken account-step rule with the spec code and stores nothing', async () => {
    const taken = draft();
    assert.equal((await signup(taken)).statusCode, 200);
    const cases: [Partial<SignupRequest>, number, string, string][] = [
      [{ email: 'not-an-address' }, 400, 'invalid_email', 'email'],
      [{ email: 'same@example.test', name: 'Same@Example.test' }, 400, 'name_is_email', 'name'],
      [{ name: '@someone' }, 400, 'name_starts_with_at', 'name'],
      [{ name: 'ab' }, 400, 'name_invalid', 'name'],
      [{ password: 'short' }, 400, 'password_invalid', 'password'],
      [{ date_of_birth: '2001-02-30' }, 400, 'date_of_birth_invalid', 'date_of_birth'],
      [{ date_of_birth: '1850-01-01' }, 400, 'date_of_birth_invalid', 'date_of_birth'],
      [{ date_of_birth: '' }, 400, 'date_of_birth_too_young', 'date_of_birth'],
      [{ date_of_birth: bornYearsAgo(18, -1) }, 400, 'date_of_birth_too_young', 'date_of_birth'],
      [{ email: taken.email.toUpperCase() }, 409, 'email_taken', 'email'],
      [{ name: taken.name.toLowerCase() }, 409, 'name_taken', 'name'],
    ];
    const before = await accounts();
    for (const [change, status, code, field] of cases) {
      for (const url of ['/api/signup-check.php', '/api/signup.php']) {
        const response = await post(url, draft(change));
        assert.equal(response.statusCode, status, `${url} ${JSON.stringify(change)}`);
        const { error } = apiErrorSchema.parse(response.json());
        assert.equal(error.code, code);
        assert.equal(error.params?.field, field);
      }
    }
    assert.equal(await accounts(), before);
    // Exactly 18 today is old enough.
    assert.equal((await signup(draft({ date_of_birth: bornYearsAgo(18) }))).statusCode, 200);
  });

  it('follows the site minimum age, and says it', async () => {
    await setSettings({ min_age: 21 });
    const response = await signup(draft({ date_of_birth: bornYearsAgo(20) }));
    assert.equal(response.statusCode, 400);
    const { error } = apiErrorSchema.parse(response.json());
    assert.equal(error.code, 'date_of_birth_too_young');
    assert.equal(error.params?.min_age, 21);
  });

  it('makes one account of 20 parallel sign-ups with one address', async () => {
    const email = 'twenty@example.test';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signup(draft({ email, name: `Twenty${i}` }))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [200, ...Array(19).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409))
      assert.equal(apiErrorSchema.parse(r.json()).error.code, 'email_taken');
    const rows = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', email)
      .execute();
    assert.equal(rows.length, 1);
    const grants = await t.app.db
      .selectFrom('credit_entry')
      .select('amount')
      .where('user_id', '=', rows[0]!.id)
      .execute();
    assert.deepEqual(grants, [{ amount: 5 }]);
  });

  it('with_trafficsource: only a visitor with tracking data may sign up', async () => {
    await setSettings({ signups: 'with_trafficsource' });
    const before = await accounts();
    for (const tracking of [undefined, { network: '  ' }]) {
      const response = await signup(draft({ tracking }));
      assert.equal(response.statusCode, 403);
      const { error } = apiErrorSchema.parse(response.json());
      assert.equal(error.code, 'signup_not_allowed');
      assert.equal(error.params?.mode, 'with_trafficsource');
    }
    assert.equal(await accounts(), before);
    assert.equal((await signup(draft({ tracking: { ref: 'partner7' } }))).statusCode, 200);
  });

  it('invite: only with a live invitation, each used once', async () => {
    await setSettings({ signups: 'invite' });
    const inviter = await userIdOf(t.app, 'demo@amora.test');
    const invite = await issueToken(t.app.db, { userId: inviter, purpose: 'invite' });
    assert.equal((await signup(draft())).statusCode, 403);
    assert.equal((await signup(draft({ invite: 'x'.repeat(43) }))).statusCode, 403);
    assert.equal((await post('/api/signup-check.php', draft({ invite }))).statusCode, 200);
    assert.equal((await signup(draft({ invite }))).statusCode, 200);
    const reused = await signup(draft({ invite }));
    assert.equal(reused.statusCode, 403);
    assert.equal(apiErrorSchema.parse(reused.json()).error.code, 'signup_not_allowed');
  });

  it('a confirmed member invites by a link that signs one friend up', async () => {
    const cookie = await logIn(t.app);
    const invite = () =>
      t.app.inject({ method: 'POST', url: '/api/invite.php', payload: {}, headers: { cookie } });
    // Only on an invite-only site.
    assert.equal((await invite()).statusCode, 403);
    await setSettings({ signups: 'invite' });
    const response = await invite();
    assert.equal(response.statusCode, 200, response.body);
    const { url, expires_at } = inviteResponseSchema.parse(response.json());
    const link = new URL(url);
    assert.equal(link.pathname, '/signup');
    assert.equal(link.origin, 'http://localhost:3000');
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 29 && days <= 30, `expires in ${days} days`);
    const token = link.searchParams.get('invite')!;
    assert.equal((await signup(draft({ invite: token }))).statusCode, 200);
    assert.equal((await signup(draft({ invite: token }))).statusCode, 403);

    // An unconfirmed member (the one just signed up) may not invite.
    const newcomer = await signup(draft({ invite: (await invite()).json().url.split('=')[1] }));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/invite.php',
      payload: {},
      headers: { cookie: sessionCookieFrom(newcomer) },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/invite.php', payload: {} })).statusCode,
      403,
    );
  });

  /** A listed member of the demo site: one the site operates (fictional), or a real one. */
  const listedMember = async (fictional: 0 | 1) =>
    (
      await t.app.db
        .selectFrom('profile')
        .innerJoin('app_user', 'app_user.id', 'profile.user_id')
        .select('profile.user_id')
        .where('profile.visible', '=', 1)
        .where('profile.status', '=', 'active')
        .where('app_user.status', '=', 'active')
        .where('profile.fictional', '=', fictional)
        .orderBy('profile.user_id')
        .executeTakeFirstOrThrow()
    ).user_id;
  const suggestion = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/signup-suggestion.php${query}`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return signupSuggestionResponseSchema.parse(response.json()).profile;
  };

  it('suggests a listed member to write to; a visitor who may not browse, only a profile the site operates', async () => {
    // The demo site: visitors may not search. Before, they were handed real members by id.
    for (let i = 0; i < 5; i += 1) {
      const profile = await suggestion();
      assert.ok(profile);
      assert.equal(profile.fictional, true);
    }
    const real = await listedMember(0);
    const instead = await suggestion(`?profile=${real}`);
    assert.notEqual(instead?.id, real);
    assert.equal(instead?.fictional, true);
    const member = await ownMember(t.app, 'suggested');
    const profile = await suggestion('', { cookie: member.cookie });
    assert.ok(profile);
    const row = await t.app.db
      .selectFrom('profile')
      .select('status')
      .where('user_id', '=', profile.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'active');
  });

  it('suggests someone of the gender the visitor seeks, about their age (issue 25 §2)', async () => {
    await siteWithSettings(t.app, 'seeking-suggestions.test', { logged_out_search: 'yes' });
    const open = { host: 'seeking-suggestions.test' };
    for (const seeking of ['female', 'male'] as const)
      for (let i = 0; i < 4; i += 1) {
        const profile = await suggestion(`?seeking=${seeking}&age=30`, open);
        assert.equal(profile?.gender, seeking);
        assert.ok(profile.age >= 25 && profile.age <= 35, `${profile.age}`);
        // A visitor who may not browse gets a profile the site operates, of that gender too.
        const operated = await suggestion(`?seeking=${seeking}&age=30`);
        assert.equal(operated?.gender, seeking);
        assert.equal(operated.fictional, true);
      }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/signup-suggestion.php?seeking=robot&age=12',
    });
    assert.equal(refused.statusCode, 400);
  });

  it('keeps whom the new member would like to meet: their first search starts from it, the profile changes it (issue 49 §2)', async () => {
    const response = await signup(draft({ seeking: 'female' }));
    assert.equal(response.statusCode, 200, response.body);
    const cookie = sessionCookieFrom(response);
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    // A man who skipped his sexuality: before, his search started on "any" (men first).
    assert.equal((await call('PUT', '/api/profile.php', { gender: 'male' })).statusCode, 200);
    const startsOn = async () =>
      searchStartResponseSchema.parse((await call('GET', '/api/search-start.php')).json()).filters
        .gender;
    assert.equal(await startsOn(), 'female');
    const own = async () =>
      ownProfileResponseSchema.parse((await call('GET', '/api/profile.php')).json()).profile;
    assert.equal((await own()).seeking, 'female');

    assert.equal((await call('PUT', '/api/profile.php', { seeking: 'any' })).statusCode, 200);
    assert.equal(await startsOn(), undefined);
    const refused = await call('PUT', '/api/profile.php', { seeking: 'robots' });
    assert.equal(refused.statusCode, 400);
    assert.equal((await own()).seeking, 'any');
    // Sign-up refuses an answer that is not one of the three, and makes no account.
    const before = await accounts();
    const odd = await signup({ ...draft(), seeking: 'robots' });
    assert.equal(odd.statusCode, 400);
    assert.equal(await accounts(), before);
  });

  it('answers the featured profile when it is listed and the asker may see it', async () => {
    const operated = await listedMember(1);
    const profile = await suggestion(`?profile=${operated}`);
    assert.equal(profile?.id, operated);
    assert.equal(Object.hasOwn(profile!, 'about'), false);
    const real = await listedMember(0);
    await siteWithSettings(t.app, 'open-suggestions.test', { logged_out_search: 'yes' });
    assert.equal(
      (await suggestion(`?profile=${real}`, { host: 'open-suggestions.test' }))?.id,
      real,
    );
  });

  it('refuses a first message to someone who is not listed', async () => {
    const hidden = await t.app.db
      .selectFrom('profile')
      .select('user_id')
      .where('status', '=', 'disabled')
      .executeTakeFirst();
    const before = await accounts();
    const response = await signup(
      draft({ signup_message: 'hi', profile: hidden?.user_id ?? 999999 }),
    );
    assert.equal(response.statusCode, 404);
    assert.equal(await accounts(), before);
  });
});
