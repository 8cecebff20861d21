import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  apiErrorSchema,
  logoutResponseSchema,
  userResponseSchema,
  userSchema,
} from '@app/shared/contracts';
import {
  LOGIN_SLOW_AFTER_FAILURES,
  LOGIN_SLOW_STEP_MS,
  SOURCE_FAILURE_LIMIT,
} from '../../../src/domains/auth/service';
import { ALEX_ACCOUNT, DEMO_ACCOUNT, DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import {
  describeEachDatabase,
  logIn,
  sessionCookieFrom,
  type TestApp,
  createTestApp,
} from '../../helpers/test-app';

describeEachDatabase('auth: /api/user.php and /api/logout.php', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const login = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email, password },
      headers,
      remoteAddress,
    });
  const getUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user.php', headers: cookie ? { cookie } : {} });

  it('logs in with e-mail and password, returns the user and sets a 30-day HttpOnly Lax auth. cookie', async () => {
    const response = await login(DEMO_ACCOUNT.email, DEMO_PASSWORD);
    assert.equal(response.statusCode, 200);
    const { user } = userResponseSchema.parse(response.json());
    assert.ok(user);
    assert.equal(user.email, DEMO_ACCOUNT.email);
    assert.equal(user.status, 'active');
    assert.equal(user.credits, 25);
    assert.equal(user.paid_user, false);
    assert.equal(user.language, 'en');
    assert.equal(user.profile.name, 'Demo');
    assert.equal(user.profile.country, 'NL');
    assert.equal(user.profile.id, user.id);
    assert.ok(user.profile.main_image, 'the demo member has a photo');
    assert.ok(!Number.isNaN(Date.parse(user.signup_date)));

    // The session's cookie, and the browser's device id (issue 48 §2: linked accounts).
    const cookie = response.cookies.find((c) => c.name.startsWith('auth.'));
    assert.deepEqual(response.cookies.map((c) => c.name).sort(), ['auth.session', 'device']);
    const device = response.cookies.find((c) => c.name === 'device')!;
    assert.deepEqual([device.httpOnly, device.path, device.sameSite], [true, '/api/', 'Lax']);
    assert.ok(cookie);
    assert.ok(cookie.name.startsWith('auth.'));
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    assert.equal(cookie.maxAge, 30 * 24 * 60 * 60);
    assert.equal(cookie.secure, undefined, 'not Secure over plain http without PUBLIC_ORIGIN');
    assert.ok(cookie.value.length >= 43, 'at least 256 bits of token');
  });

  it('accepts the username instead of the e-mail, in any case', async () => {
    const response = await login('DEMO', DEMO_PASSWORD);
    assert.equal(response.statusCode, 200);
    assert.equal(userResponseSchema.parse(response.json()).user?.email, DEMO_ACCOUNT.email);
  });

  it('refuses a wrong password with 401 login_failed and no cookie', async () => {
    const response = await login(DEMO_ACCOUNT.email, 'wrong-password');
    assert.equal(response.statusCode, 401);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'login_failed');
    assert.equal(response.cookies.length, 0);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login('nobody@amora.test', 'wrong-password');
    const wrong = await login(DEMO_ACCOUNT.email, 'wrong-password');
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(unknown.json(), wrong.json());
  });

  it('rejects malformed credentials with 400: the rule the form checks by its code, else validation_failed', async () => {
    for (const [payload, code] of [
      [{}, 'validation_failed'],
      [{ email: 'demo@amora.test' }, 'validation_failed'],
      [{ email: '  ', password: 'x' }, 'login_name_required'],
      [{ email: 'demo@amora.test', password: '' }, 'password_required'],
      [{ email: 'a', password: 'x'.repeat(129) }, 'validation_failed'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/user.php', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(apiErrorSchema.parse(response.json()).error.code, code, JSON.stringify(payload));
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    assert.equal(notJson.statusCode, 400);
    assert.equal(apiErrorSchema.parse(notJson.json()).error.code, 'validation_failed');
  });

  it('GET answers user null for a visitor and the user for a session', async () => {
    const visitor = await getUser();
    assert.equal(visitor.statusCode, 200);
    assert.deepEqual(visitor.json(), { user: null });
    assert.deepEqual((await getUser('auth.session=not-a-real-token')).json(), { user: null });
    assert.deepEqual((await getUser(`auth.session=${'A'.repeat(43)}`)).json(), { user: null });

    const cookie = await logIn(t.app);
    const member = await getUser(cookie);
    assert.equal(member.statusCode, 200);
    assert.equal(userSchema.parse(member.json().user).email, DEMO_ACCOUNT.email);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await logIn(t.app);
    const token = cookie.split('=')[1]!;
    const sessions = await t.app.db.selectFrom('session').select('token_hash').execute();
    assert.ok(sessions.length > 0);
    assert.ok(sessions.every((s) => s.token_hash !== token && !s.token_hash.includes(token)));
  });

  it('gives a new token on every login and ends the session the browser had', async () => {
    const first = await logIn(t.app);
    const second = sessionCookieFrom(
      await login(DEMO_ACCOUNT.email, DEMO_PASSWORD, { cookie: first }),
    );
    assert.notEqual(first, second);
    assert.deepEqual((await getUser(first)).json(), { user: null });
    assert.ok((await getUser(second)).json().user);
  });

  it('logout ends the session server-side and clears the cookie', async () => {
    const cookie = await logIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(logoutResponseSchema.parse(response.json()), { ok: true });
    const cleared = response.cookies.find((c) => c.name === 'auth.session');
    assert.ok(cleared);
    assert.equal(cleared.value, '');
    // The old cookie, replayed, no longer works.
    assert.deepEqual((await getUser(cookie)).json(), { user: null });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'fr' },
    });
    assert.equal(put.statusCode, 403);
  });

  it('logout without a session is harmless', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/logout.php' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ok: true });
  });

  it('PUT language needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      payload: { language: 'fr' },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'authentication_required');
  });

  it('PUT language rejects an unsupported language and changes nothing', async () => {
    const cookie = await logIn(t.app);
    for (const payload of [{ language: 'de' }, { language: '' }, {}, { language: 1 }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: { cookie },
        payload,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      const { error } = apiErrorSchema.parse(response.json());
      assert.equal(error.code, 'validation_failed');
      assert.match(error.message, /language/);
    }
    assert.equal((await getUser(cookie)).json().user.language, 'en');
  });

  it('PUT language saves a supported language', async () => {
    const cookie = await logIn(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'fr' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(userResponseSchema.parse(response.json()).user?.language, 'fr');
    assert.equal((await getUser(cookie)).json().user.language, 'fr');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'en' },
    });
  });

  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await login(ALEX_ACCOUNT.email, `wrong-${attempt}`);
      assert.equal(response.statusCode, 401, `attempt ${attempt}`);
    }
    const fifth = await login(ALEX_ACCOUNT.email, 'wrong-5');
    assert.equal(fifth.statusCode, 429);
    const { error } = apiErrorSchema.parse(fifth.json());
    assert.equal(error.code, 'login_locked');
    assert.deepEqual(error.params, { minutes: 15 });

    const rightPassword = await login(ALEX_ACCOUNT.email, DEMO_PASSWORD);
    assert.equal(rightPassword.statusCode, 429);
    assert.equal(rightPassword.json().error.code, 'login_locked');
    assert.equal(rightPassword.cookies.length, 0);
    // The lock is per login name: others still log in.
    assert.equal((await login(DEMO_ACCOUNT.email, DEMO_PASSWORD)).statusCode, 200);
  });

  it('keys the lock to the name as typed, so it never tells that a username and an e-mail are one member', async () => {
    // ALEX_ACCOUNT.email is locked for this source by the previous test; the profile name is not
    // tied to it, and answers like any other name.
    assert.equal((await login('alex', 'wrong')).statusCode, 401);
    assert.equal((await login('nobody-here', 'wrong')).statusCode, 401);
  });

  it('locks unknown addresses the same way, so the lock reveals nothing', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++)
      statuses.push((await login('ghost@amora.test', 'wrong')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 429, 429]);
  });

  it('locks only the source that failed: the member still logs in from elsewhere', async () => {
    const attacker = '127.0.0.66';
    const owner = '127.0.0.7';
    for (let attempt = 1; attempt <= 6; attempt++)
      await login(DEMO_ACCOUNT.email, `guess-${attempt}`, {}, attacker);
    assert.equal((await login(DEMO_ACCOUNT.email, DEMO_PASSWORD, {}, attacker)).statusCode, 429);
    const fromOwner = await login(DEMO_ACCOUNT.email, DEMO_PASSWORD, {}, owner);
    assert.equal(fromOwner.statusCode, 200, 'the owner is not locked out by someone else');
  });

  it('slows guessing from many sources down without locking the member out', async () => {
    const name = 'alex';
    for (let source = 1; source <= LOGIN_SLOW_AFTER_FAILURES; source++)
      assert.equal((await login(name, 'wrong', {}, `127.0.1.${source}`)).statusCode, 401);
    const started = performance.now();
    const owner = await login(name, DEMO_PASSWORD, {}, '127.0.2.1');
    const tookMs = performance.now() - started;
    assert.equal(owner.statusCode, 200);
    assert.ok(tookMs >= LOGIN_SLOW_STEP_MS, `slowed by ${Math.round(tookMs)} ms`);
    // The success clears the name's failures: the next login is quick again.
    const again = performance.now();
    assert.equal((await login(name, DEMO_PASSWORD, {}, '127.0.2.1')).statusCode, 200);
    assert.ok(performance.now() - again < LOGIN_SLOW_STEP_MS);
  });

  it('holds back one source failing on many names (credential stuffing), not others', async () => {
    const stuffer = '127.0.3.1';
    for (let n = 1; n <= SOURCE_FAILURE_LIMIT; n++)
      assert.equal((await login(`victim-${n}@amora.test`, 'pass', {}, stuffer)).statusCode, 401);
    const held = await login(DEMO_ACCOUNT.email, DEMO_PASSWORD, {}, stuffer);
    assert.equal(held.statusCode, 429);
    const { error } = apiErrorSchema.parse(held.json());
    assert.equal(error.code, 'too_many_requests');
    assert.equal(error.params?.minutes, 15);
    assert.equal((await login(DEMO_ACCOUNT.email, DEMO_PASSWORD, {}, '127.0.3.2')).statusCode, 200);
  });

  it('unlocks once the failures are older than the window', async () => {
    // Age the recorded failures by 16 minutes, as if time had passed.
    const rows = await t.app.db
      .selectFrom('login_attempt')
      .select(['id', 'attempted_at'])
      .execute();
    for (const row of rows) {
      const aged = new Date(Date.parse(row.attempted_at) - 16 * 60 * 1000).toISOString();
      await t.app.db
        .updateTable('login_attempt')
        .set({ attempted_at: aged })
        .where('id', '=', row.id)
        .execute();
    }
    assert.equal((await login(ALEX_ACCOUNT.email, DEMO_PASSWORD)).statusCode, 200);
  });
});
