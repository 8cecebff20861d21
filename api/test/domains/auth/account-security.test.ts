import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { accountSecuritySchema, userResponseSchema } from '@app/shared/contracts';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { ownMember } from '../../helpers/accounts';
import { openEventStream } from '../../helpers/event-stream';
import { softwareAuthenticator } from '../../helpers/passkey';
import { totpCode } from '../../helpers/staff';
import {
  createTestApp,
  describeEachDatabase,
  sessionCookieFrom,
  type TestApp,
} from '../../helpers/test-app';

// Issue 29 §4: members' passkeys (a login without a password) and TOTP as an optional second
// factor with recovery codes; any change of factor ends the member's other sessions.

const ORIGIN = 'http://localhost';
const TIME_STEP_MS = 30_000;

const endsWithin = (stream: { ended: Promise<void> }, ms = 2000) =>
  Promise.race([stream.ended.then(() => true), sleep(ms).then(() => false)]);

describeEachDatabase('members’ passkeys and second factor', (kind) => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  let address = 0;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { cookie, payload }: { cookie?: string; payload?: object } = {},
  ) => {
    address += 1;
    return t.app.inject({
      method,
      url,
      remoteAddress: `10.29.8.${address % 250}`,
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  };
  const cookieNamed = (response: LightMyRequestResponse, name: string) => {
    const cookie = response.cookies.find((c) => c.name === name);
    assert.ok(cookie, `no ${name} cookie: ${response.statusCode} ${response.body}`);
    return `${cookie.name}=${cookie.value}`;
  };
  const security = async (cookie: string) =>
    accountSecuritySchema.parse(
      (await call('GET', '/api/account-security.php', { cookie })).json(),
    );
  const passwordLogin = (email: string, password = DEMO_PASSWORD) =>
    call('POST', '/api/user.php', { payload: { email, password } });
  const errorCode = (response: LightMyRequestResponse) =>
    response.json<{ error: { code: string } }>().error.code;

  /** A member with TOTP on: the secret, the recovery codes, a live session. */
  async function withTotp(label: string) {
    const member = await ownMember(t.app, label);
    const started = await call('POST', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: {},
    });
    assert.equal(started.statusCode, 200, started.body);
    const { secret, otpauth_url, qr_svg } = started.json<{
      secret: string;
      otpauth_url: string;
      qr_svg: string;
    }>();
    assert.match(otpauth_url, /^otpauth:\/\/totp\//);
    assert.match(qr_svg, /<svg/);
    // Nothing changes until a first code confirms the app holds the secret.
    assert.equal((await security(member.cookie)).totp, false);
    return { ...member, secret };
  }

  it('turns TOTP on with the password and a first code; logins then ask for a code', async () => {
    const member = await withTotp('totp-on');
    const elsewhere = sessionCookieFrom(await passwordLogin(member.email));
    const stream = await openEventStream(port, elsewhere);
    await stream.next('ready');

    const wrongCode = await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: '000000', password: DEMO_PASSWORD },
    });
    assert.equal(wrongCode.statusCode, 400);
    assert.equal(errorCode(wrongCode), 'second_factor_wrong');
    const wrongPassword = await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(member.secret), password: 'not the password' },
    });
    assert.equal(errorCode(wrongPassword), 'password_wrong');
    assert.equal((await security(member.cookie)).totp, false);

    const on = await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(member.secret), password: DEMO_PASSWORD },
    });
    assert.equal(on.statusCode, 200, on.body);
    const { recovery_codes } = on.json<{ recovery_codes: string[] }>();
    assert.equal(recovery_codes.length, 10);
    assert.equal(new Set(recovery_codes).size, 10);
    assert.deepEqual(
      { ...(await security(member.cookie)), passkeys: [] },
      { totp: true, recovery_codes_left: 10, passkeys: [] },
    );
    // The factor changed: the other session ended, its live stream too; this one stays.
    assert.equal(await endsWithin(stream), true);
    assert.equal((await call('GET', '/api/sessions.php', { cookie: elsewhere })).statusCode, 403);
    assert.equal(
      (await call('GET', '/api/sessions.php', { cookie: member.cookie })).statusCode,
      200,
    );

    // The password alone opens nothing now.
    const password = await passwordLogin(member.email);
    assert.equal(password.statusCode, 401);
    assert.equal(errorCode(password), 'second_factor_required');
    assert.ok(!password.cookies.some((c) => c.name === 'auth.session' && c.value !== ''));
    const waiting = cookieNamed(password, 'auth.second_factor');
    // A code of a later time step (this one was used to turn TOTP on).
    const next = await totpCode(member.secret, new Date(Date.now() + TIME_STEP_MS));
    const wrong = await call('POST', '/api/second-factor.php', {
      cookie: waiting,
      payload: { code: '123456' === next ? '654321' : '123456' },
    });
    assert.equal(wrong.statusCode, 400);
    const right = await call('POST', '/api/second-factor.php', {
      cookie: waiting,
      payload: { code: next },
    });
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(userResponseSchema.parse(right.json()).user?.id, member.id);
    const session = sessionCookieFrom(right);
    assert.equal((await call('GET', '/api/sessions.php', { cookie: session })).statusCode, 200);
    // The waiting login was answered: it cannot be answered again.
    const again = await call('POST', '/api/second-factor.php', {
      cookie: waiting,
      payload: { code: next },
    });
    assert.equal(again.statusCode, 401);

    // The same code in another login: a replay, refused.
    const replay = await call('POST', '/api/second-factor.php', {
      cookie: cookieNamed(await passwordLogin(member.email), 'auth.second_factor'),
      payload: { code: next },
    });
    assert.equal(replay.statusCode, 400);
    assert.equal(errorCode(replay), 'second_factor_wrong');
    // No cookie, no login.
    const none = await call('POST', '/api/second-factor.php', { payload: { code: next } });
    assert.equal(none.statusCode, 401);
  });

  it('a recovery code logs in once; five wrong codes end the waiting login', async () => {
    const member = await withTotp('totp-recovery');
    const on = await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(member.secret), password: DEMO_PASSWORD },
    });
    const [first] = on.json<{ recovery_codes: string[] }>().recovery_codes;
    const waiting = () =>
      passwordLogin(member.email).then((r) => cookieNamed(r, 'auth.second_factor'));

    // Typed in capitals and without its dash: the same code.
    const used = await call('POST', '/api/second-factor.php', {
      cookie: await waiting(),
      payload: { code: first!.replace('-', '').toUpperCase() },
    });
    assert.equal(used.statusCode, 200, used.body);
    assert.equal((await security(member.cookie)).recovery_codes_left, 9);
    const twice = await call('POST', '/api/second-factor.php', {
      cookie: await waiting(),
      payload: { code: first! },
    });
    assert.equal(twice.statusCode, 400);

    const guessing = await waiting();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await call('POST', '/api/second-factor.php', {
        cookie: guessing,
        payload: { code: 'aaaaa-bbbbb' },
      });
      assert.equal(wrong.statusCode, 400);
    }
    const fifth = await call('POST', '/api/second-factor.php', {
      cookie: guessing,
      payload: { code: 'aaaaa-bbbbb' },
    });
    assert.equal(fifth.statusCode, 401);
    assert.equal(errorCode(fifth), 'second_factor_locked');
    // Even a right code does not revive it: the password again.
    const late = await call('POST', '/api/second-factor.php', {
      cookie: guessing,
      payload: { code: on.json<{ recovery_codes: string[] }>().recovery_codes[1]! },
    });
    assert.equal(late.statusCode, 401);
    assert.equal((await security(member.cookie)).recovery_codes_left, 9);
  });

  it('turns TOTP off with the password: the password alone logs in again', async () => {
    const member = await withTotp('totp-off');
    await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(member.secret), password: DEMO_PASSWORD },
    });
    const refused = await call('DELETE', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { password: 'wrong' },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal((await security(member.cookie)).totp, true);
    const off = await call('DELETE', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { password: DEMO_PASSWORD },
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(await security(member.cookie), {
      totp: false,
      recovery_codes_left: 0,
      passkeys: [],
    });
    assert.equal((await passwordLogin(member.email)).statusCode, 200);
  });

  it('renews recovery codes with the password: the earlier ones stop working, also after TOTP goes off and on', async () => {
    const member = await withTotp('totp-renew');
    const on = await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(member.secret), password: DEMO_PASSWORD },
    });
    const earlier = on.json<{ recovery_codes: string[] }>().recovery_codes;
    const waiting = () =>
      passwordLogin(member.email).then((r) => cookieNamed(r, 'auth.second_factor'));
    const logInWith = async (code: string) =>
      call('POST', '/api/second-factor.php', { cookie: await waiting(), payload: { code } });
    // Another device, logged in with a code: renewing codes logs it out.
    const elsewhere = cookieNamed(await logInWith(earlier[0]!), 'auth.session');

    const refused = await call('POST', '/api/recovery-codes.php', {
      cookie: member.cookie,
      payload: { password: 'wrong' },
    });
    assert.equal(refused.statusCode, 400);
    const renewed = await call('POST', '/api/recovery-codes.php', {
      cookie: member.cookie,
      payload: { password: DEMO_PASSWORD },
    });
    assert.equal(renewed.statusCode, 200, renewed.body);
    const codes = renewed.json<{ recovery_codes: string[] }>().recovery_codes;
    assert.equal(codes.length, 10);
    assert.equal(codes.filter((code) => earlier.includes(code)).length, 0);
    assert.equal((await security(member.cookie)).recovery_codes_left, 10);
    assert.equal((await call('GET', '/api/user.php', { cookie: elsewhere })).json().user, null);

    assert.equal((await logInWith(earlier[1]!)).statusCode, 400);
    assert.equal((await logInWith(codes[0]!)).statusCode, 200);

    // Off and on again: only the newest codes work, none of an earlier time.
    await call('DELETE', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { password: DEMO_PASSWORD },
    });
    const off = await call('POST', '/api/recovery-codes.php', {
      cookie: member.cookie,
      payload: { password: DEMO_PASSWORD },
    });
    assert.equal(off.statusCode, 409);
    assert.equal(errorCode(off), 'second_factor_off');
    const secret = (
      await call('POST', '/api/two-factor.php', { cookie: member.cookie, payload: {} })
    ).json<{ secret: string }>().secret;
    const again = await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(secret), password: DEMO_PASSWORD },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await security(member.cookie)).recovery_codes_left, 10);
    assert.equal((await logInWith(codes[1]!)).statusCode, 400);
  });

  /** Adds a passkey made by a software authenticator to the member's account. */
  async function addPasskey(cookie: string, device = softwareAuthenticator()) {
    const options = await call('POST', '/api/passkey-options.php', {
      cookie,
      payload: { purpose: 'register' },
    });
    assert.equal(options.statusCode, 200, options.body);
    const { challenge, rp, authenticatorSelection } = options.json<{
      challenge: string;
      rp: { id: string };
      authenticatorSelection: { residentKey: string };
    }>();
    assert.equal(rp.id, 'localhost');
    // Discoverable: the login page offers it without a name typed.
    assert.equal(authenticatorSelection.residentKey, 'required');
    const response = device.register({ challenge, rpId: 'localhost', origin: ORIGIN });
    return { device, response };
  }
  const loginChallenge = async () => {
    const options = await call('POST', '/api/passkey-options.php', {
      payload: { purpose: 'login' },
    });
    assert.equal(options.statusCode, 200, options.body);
    return options.json<{ challenge: string }>().challenge;
  };

  it('adds a passkey with the password, then logs in with it and no password', async () => {
    const member = await ownMember(t.app, 'passkey');
    const elsewhere = sessionCookieFrom(await passwordLogin(member.email));
    const { device, response } = await addPasskey(member.cookie);
    const withoutPassword = await call('POST', '/api/passkeys.php', {
      cookie: member.cookie,
      payload: { name: 'My phone', password: 'wrong', response },
    });
    assert.equal(withoutPassword.statusCode, 400);
    const added = await call('POST', '/api/passkeys.php', {
      cookie: member.cookie,
      payload: { name: 'My phone', password: DEMO_PASSWORD, response },
    });
    assert.equal(added.statusCode, 200, added.body);
    const { passkeys } = await security(member.cookie);
    assert.deepEqual(
      passkeys.map(({ name, last_used_at }) => ({ name, last_used_at })),
      [{ name: 'My phone', last_used_at: null }],
    );
    // A new factor: the other session ended.
    assert.equal((await call('GET', '/api/sessions.php', { cookie: elsewhere })).statusCode, 403);
    // The same registration answer again: its challenge was used.
    const replayed = await call('POST', '/api/passkeys.php', {
      cookie: member.cookie,
      payload: { name: 'Again', password: DEMO_PASSWORD, response },
    });
    assert.equal(replayed.statusCode, 400);

    const challenge = await loginChallenge();
    const assertion = device.authenticate({ challenge, rpId: 'localhost', origin: ORIGIN });
    const login = await call('POST', '/api/passkey-login.php', {
      payload: { response: assertion },
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(userResponseSchema.parse(login.json()).user?.id, member.id);
    const session = sessionCookieFrom(login);
    assert.equal((await call('GET', '/api/sessions.php', { cookie: session })).statusCode, 200);
    assert.notEqual((await security(session)).passkeys[0]!.last_used_at, null);
    // The same answer again (its challenge was taken): refused.
    const replay = await call('POST', '/api/passkey-login.php', {
      payload: { response: assertion },
    });
    assert.equal(replay.statusCode, 401);
  });

  it('refuses a passkey signed for another site, a cloned one and a removed one', async () => {
    const member = await ownMember(t.app, 'passkey-refused');
    const { device, response } = await addPasskey(member.cookie);
    await call('POST', '/api/passkeys.php', {
      cookie: member.cookie,
      payload: { name: 'Laptop', password: DEMO_PASSWORD, response },
    });
    // A phishing page's origin.
    const phished = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: await loginChallenge(),
          rpId: 'localhost',
          origin: 'http://amora-login.test',
        }),
      },
    });
    assert.equal(phished.statusCode, 401);
    // A challenge this server never issued.
    const invented = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: 'aW52ZW50ZWQ',
          rpId: 'localhost',
          origin: ORIGIN,
        }),
      },
    });
    assert.equal(invented.statusCode, 401);
    // A good login moves the counter on; a copy of the key still at the old count is refused.
    const good = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: await loginChallenge(),
          rpId: 'localhost',
          origin: ORIGIN,
        }),
      },
    });
    assert.equal(good.statusCode, 200, good.body);
    await t.app.db
      .updateTable('member_passkey')
      .set({ counter: 1000 })
      .where('user_id', '=', member.id)
      .execute();
    const cloned = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: await loginChallenge(),
          rpId: 'localhost',
          origin: ORIGIN,
        }),
      },
    });
    assert.equal(cloned.statusCode, 401);

    const [passkey] = (await security(member.cookie)).passkeys;
    const other = await ownMember(t.app, 'passkey-other');
    assert.equal(
      (await call('DELETE', `/api/passkeys.php?id=${passkey!.id}`, { cookie: other.cookie }))
        .statusCode,
      404,
    );
    const removed = await call('DELETE', `/api/passkeys.php?id=${passkey!.id}`, {
      cookie: member.cookie,
    });
    assert.equal(removed.statusCode, 200);
    await t.app.db
      .updateTable('member_passkey')
      .set({ counter: 0 })
      .where('user_id', '=', member.id)
      .execute();
    const gone = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: await loginChallenge(),
          rpId: 'localhost',
          origin: ORIGIN,
        }),
      },
    });
    assert.equal(gone.statusCode, 401);
    // A visitor cannot ask to add one.
    const visitor = await call('POST', '/api/passkey-options.php', {
      payload: { purpose: 'register' },
    });
    assert.equal(visitor.statusCode, 403);
  });

  it('a passkey is two factors in itself: no code asked even with TOTP on', async () => {
    const member = await withTotp('passkey-totp');
    await call('PUT', '/api/two-factor.php', {
      cookie: member.cookie,
      payload: { code: await totpCode(member.secret), password: DEMO_PASSWORD },
    });
    const { device, response } = await addPasskey(member.cookie);
    await call('POST', '/api/passkeys.php', {
      cookie: member.cookie,
      payload: { name: 'Phone', password: DEMO_PASSWORD, response },
    });
    const login = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: await loginChallenge(),
          rpId: 'localhost',
          origin: ORIGIN,
        }),
      },
    });
    assert.equal(login.statusCode, 200, login.body);
    // An erased account's passkey opens nothing.
    await t.app.db
      .updateTable('app_user')
      .set({ status: 'deleted' })
      .where('id', '=', member.id)
      .execute();
    const deleted = await call('POST', '/api/passkey-login.php', {
      payload: {
        response: device.authenticate({
          challenge: await loginChallenge(),
          rpId: 'localhost',
          origin: ORIGIN,
        }),
      },
    });
    assert.equal(deleted.statusCode, 401);
  });
});
