import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf } from '../../helpers/accounts';
import { softwareAuthenticator } from '../../helpers/passkey';
import { staffCookieFrom, staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const ORIGIN = 'http://localhost';

// Issue 26 §2: passkeys as the stronger second factor of staff, checked by
// @simplewebauthn/server against a software authenticator (helpers/passkey.ts).
describeEachDatabase('back office: passkeys', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  async function withPasskey() {
    const staff = await staffMember(app, 'support');
    const device = softwareAuthenticator();
    const options = (
      await call('POST', '/api/backoffice/passkeys/options', staff.cookie, {})
    ).json<{
      challenge: string;
      rp: { id: string };
    }>();
    assert.equal(options.rp.id, 'localhost');
    const added = await call('POST', '/api/backoffice/passkeys', staff.cookie, {
      name: 'Work laptop',
      response: device.register({
        challenge: options.challenge,
        rpId: 'localhost',
        origin: ORIGIN,
      }),
    });
    assert.equal(added.statusCode, 200, added.body);
    return { staff, device };
  }

  async function passwordStep(email: string, password: string, address: string) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login',
      headers: { host: 'localhost' },
      remoteAddress: address,
      payload: { email, password },
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.deepEqual(login.json(), { next: 'second_factor', passkey: true });
    return staffCookieFrom(login);
  }

  it('a staff member adds a passkey, then logs in with it instead of a code', async () => {
    const { staff, device } = await withPasskey();
    const list = (await call('GET', '/api/backoffice/passkeys', staff.cookie)).json<{
      passkeys: { name: string }[];
    }>();
    assert.deepEqual(
      list.passkeys.map((p) => p.name),
      ['Work laptop'],
    );
    const cookie = await passwordStep(staff.email, staff.password, '10.9.0.1');
    // Before the second factor, nothing opens.
    assert.equal((await call('GET', '/api/backoffice/me', cookie)).statusCode, 401);
    const options = (
      await call('POST', '/api/backoffice/second-factor/passkey/options', cookie, {})
    ).json<{ challenge: string; allowCredentials: { id: string }[] }>();
    assert.deepEqual(
      options.allowCredentials.map((c) => c.id),
      [device.credentialId],
    );
    const answer = await call('POST', '/api/backoffice/second-factor/passkey', cookie, {
      response: device.authenticate({
        challenge: options.challenge,
        rpId: 'localhost',
        origin: ORIGIN,
      }),
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal((await call('GET', '/api/backoffice/me', cookie)).statusCode, 200);
    const audit = await app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('staff_id', '=', staff.id)
      .where('action', '=', 'staff.passkey_add')
      .execute();
    assert.equal(audit.length, 1);
  });

  it('refuses another site’s answer, an answer to a challenge replaced, and a cloned key', async () => {
    const { staff, device } = await withPasskey();
    const session = async (address: string) => {
      const cookie = await passwordStep(staff.email, staff.password, address);
      const ask = async () =>
        (await call('POST', '/api/backoffice/second-factor/passkey/options', cookie, {})).json<{
          challenge: string;
        }>().challenge;
      const give = (response: object) =>
        call('POST', '/api/backoffice/second-factor/passkey', cookie, { response });
      return { cookie, ask, give };
    };
    const first = await session('10.9.0.2');
    // Signed for another origin (a phishing page).
    const phished = await first.give(
      device.authenticate({
        challenge: await first.ask(),
        rpId: 'localhost',
        origin: 'https://evil.test',
      }),
    );
    assert.equal(phished.statusCode, 401);
    assert.equal(errorCodeOf(phished), 'second_factor_wrong');
    // A challenge is good once: the answer to one replaced by a newer one is refused.
    const stale = device.authenticate({
      challenge: await first.ask(),
      rpId: 'localhost',
      origin: ORIGIN,
    });
    const current = await first.ask();
    assert.equal((await first.give(stale)).statusCode, 401);
    assert.equal(
      (
        await first.give(
          device.authenticate({ challenge: current, rpId: 'localhost', origin: ORIGIN }),
        )
      ).statusCode,
      401,
      'the stale answer used up the session’s challenge',
    );
    const opened = await first.give(
      device.authenticate({ challenge: await first.ask(), rpId: 'localhost', origin: ORIGIN }),
    );
    assert.equal(opened.statusCode, 200, opened.body);

    // A cloned key answers with a counter that does not move forward: refused.
    const second = await session('10.9.0.4');
    device.rewind();
    const cloned = await second.give(
      device.authenticate({ challenge: await second.ask(), rpId: 'localhost', origin: ORIGIN }),
    );
    assert.equal(cloned.statusCode, 401);
    assert.equal((await call('GET', '/api/backoffice/me', second.cookie)).statusCode, 401);
  });

  it('removes a passkey; a staff member without one gets no passkey login', async () => {
    const { staff } = await withPasskey();
    const [passkey] = (await call('GET', '/api/backoffice/passkeys', staff.cookie)).json<{
      passkeys: { id: number }[];
    }>().passkeys;
    assert.equal(
      (await call('DELETE', `/api/backoffice/passkeys/${passkey!.id}`, staff.cookie)).statusCode,
      200,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/backoffice/login',
      headers: { host: 'localhost' },
      remoteAddress: '10.9.0.3',
      payload: { email: staff.email, password: staff.password },
    });
    assert.deepEqual(login.json(), { next: 'second_factor', passkey: false });
    const options = await call(
      'POST',
      '/api/backoffice/second-factor/passkey/options',
      staffCookieFrom(login),
      {},
    );
    assert.equal(options.statusCode, 404);
  });
});
