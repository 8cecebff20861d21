import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { createTestApp, describeEachDatabase, logIn, type TestApp } from '../helpers/test-app';

// The back-office host's build in miniature: its page and a hashed script under /backoffice/.
async function writeBackoffice(dir: string) {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script src="/backoffice/assets/main.3f2a9b1c.js"></script></body></html>',
  );
  await fs.writeFile(path.join(dir, 'assets/main.3f2a9b1c.js'), 'console.log("back office");');
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describeEachDatabase('the back-office host under /backoffice/ (issue 26 §1)', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
    await writeBackoffice(t.config.backofficeDist);
  });
  after(() => t.close());

  it('answers every screen with its own page: never cached, never indexed, its own policy', async () => {
    for (const url of ['/backoffice/', '/backoffice/login', '/backoffice/photos?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /back office|<div id="root">/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['x-robots-tag'], 'noindex, nofollow');
      const policy = String(response.headers['content-security-policy']);
      assert.match(policy, /script-src 'self'/);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.doesNotMatch(policy, /unsafe-inline|nonce-/);
      // Nothing of a member is in it: who is logged in is asked of the back office's API.
      assert.doesNotMatch(response.body, /app-boot/);
    }
    const bare = await t.app.inject({ method: 'GET', url: '/backoffice' });
    assert.equal(bare.statusCode, 301);
    assert.equal(bare.headers.location, '/backoffice/');
  });

  it('serves its files, hashed ones for a year, and a missing file is a 404, not the page', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/backoffice/assets/main.3f2a9b1c.js',
    });
    assert.equal(script.statusCode, 200);
    assert.equal(script.body, 'console.log("back office");');
    assert.match(String(script.headers['cache-control']), /immutable/);
    const icon = await t.app.inject({ method: 'GET', url: '/backoffice/favicon.svg' });
    assert.equal(icon.headers['cache-control'], 'no-cache');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/backoffice/assets/gone.1234abcd.js',
    });
    assert.equal(missing.statusCode, 404);
    for (const url of ['/backoffice/../shell-dist/index.html', '/backoffice/%2e%2e/app.sqlite']) {
      const escaped = await t.app.inject({ method: 'GET', url });
      assert.notEqual(escaped.headers['content-type'], 'application/octet-stream', url);
      assert.doesNotMatch(escaped.body, /SQLite format/, url);
    }
  });

  it("is the back office's page for a member too: a member's session opens none of its API", async () => {
    const cookie = await logIn(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/backoffice/', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/me',
      headers: { cookie },
    });
    assert.equal(me.statusCode, 401);
  });
});
