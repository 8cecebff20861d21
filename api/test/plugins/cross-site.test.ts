import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema } from '@app/shared/contracts';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../helpers/test-app';

describeEachDatabase('cross-site write protection and security headers', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const credentials = { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD };
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: credentials,
      headers: { host: 'localhost:3000', ...headers },
    });

  it('refuses a write the browser marks as cross-site', async () => {
    const response = await post({ 'sec-fetch-site': 'cross-site' });
    assert.equal(response.statusCode, 403);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'cross_site_request');
    assert.equal(response.cookies.length, 0);
  });

  it('refuses a write from another origin, or from an opaque one', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:4000', 'null']) {
      const response = await post({ origin });
      assert.equal(response.statusCode, 403, origin);
      assert.equal(response.json().error.code, 'cross_site_request');
    }
    const cookie = await logIn(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      payload: { language: 'fr' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    assert.equal(put.statusCode, 403);
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json().user;
    assert.equal(user.language, 'en', 'nothing changed');
  });

  it('allows same-origin writes, with or without the browser headers', async () => {
    assert.equal((await post({})).statusCode, 200);
    assert.equal(
      (await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
      200,
    );
    assert.equal(
      (await post({ 'x-request-type': 'client', 'sec-fetch-site': 'none' })).statusCode,
      200,
    );
  });

  it('checks every write by its route, whatever the path looks like', async () => {
    const cookie = await logIn(t.app);
    for (const url of ['/%61pi/user.php', '/api/%75ser.php', '//api/user.php']) {
      const put = await t.app.inject({
        method: 'PUT',
        url,
        payload: { language: 'fr' },
        headers: { cookie, host: 'localhost:3000', origin: 'https://evil.example' },
      });
      assert.notEqual(put.statusCode, 200, url);
    }
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json().user;
    assert.equal(user.language, 'en', 'nothing changed');
  });

  it('compares the scheme of the Origin too, not only its host', async () => {
    const response = await post({ origin: 'https://localhost:3000' });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().error.code, 'cross_site_request');
  });

  it('marks answers and pages that carry member data private, no-store', async () => {
    const cookie = await logIn(t.app);
    for (const url of ['/api/user.php', '/api/chats.php', '/api/members.php', '/members', '/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(response.headers['cache-control'], 'private, no-store', url);
    }
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(response.statusCode, 200);
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/settings.php', '/api/nope', '/', '/members', '/remotes.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
    }
  });
});
