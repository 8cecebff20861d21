import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const credentials = { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD };

describe('behind a TLS-terminating proxy', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp('sqlite', { TRUST_PROXY: '127.0.0.1' });
  });
  after(() => t.close());

  it('trusts the proxy scheme: Secure cookie and HSTS over https', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: credentials,
      headers: { 'x-forwarded-proto': 'https', host: 'amora.example' },
    });
    assert.equal(response.statusCode, 200);
    const cookie = response.cookies.find((c) => c.name === 'auth.session');
    assert.equal(cookie?.secure, true);
    assert.match(String(response.headers['strict-transport-security']), /max-age=31536000/);
  });

  it('sends neither over plain http', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: credentials,
      headers: { host: 'localhost:3000' },
    });
    assert.equal(response.statusCode, 200);
    assert.notEqual(response.cookies.find((c) => c.name === 'auth.session')?.secure, true);
    assert.equal(response.headers['strict-transport-security'], undefined);
  });

  it('does not believe X-Forwarded-Proto from an address it does not trust', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      remoteAddress: '127.0.0.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.headers['strict-transport-security'], undefined);
  });

  it('takes the Origin scheme the proxy reports', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: credentials,
      headers: {
        'x-forwarded-proto': 'https',
        host: 'amora.example',
        origin: 'https://amora.example',
      },
    });
    assert.equal(response.statusCode, 200);
  });
});
