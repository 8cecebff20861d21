import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { apiErrorSchema } from '@app/shared/contracts';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../helpers/test-app';

describeEachDatabase('remotes registry, remote builds and uploads', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('answers an empty registry when no remote is deployed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual(response.json(), { remotes: {} });
  });

  it('serves the registry fresh from disk, so a deploy takes effect at once', async () => {
    const file = path.join(t.config.remotesDir, 'remotes.json');
    const v1 = {
      remotes: {
        'mf-members': { version: '1.0.0', manifest: '/remotes/mf-members/1.0.0/mf-manifest.json' },
      },
    };
    await fs.writeFile(file, JSON.stringify(v1));
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json(), v1);
    const v2 = {
      remotes: {
        'mf-members': { version: '1.0.1', manifest: '/remotes/mf-members/1.0.1/mf-manifest.json' },
      },
    };
    await fs.writeFile(file, JSON.stringify(v2));
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(response.json(), v2);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('serves remote builds as immutable, except the manifest', async () => {
    const dir = path.join(t.config.remotesDir, 'mf-members/1.0.0');
    await fs.mkdir(path.join(dir, 'static/js'), { recursive: true });
    await fs.writeFile(path.join(dir, 'remoteEntry.js'), 'var remote = 1;');
    await fs.writeFile(path.join(dir, 'static/js/routes.1a2b3c4d.js'), 'var routes = 1;');
    await fs.writeFile(path.join(dir, 'mf-manifest.json'), '{"id":"mf-members"}');

    for (const file of ['remoteEntry.js', 'static/js/routes.1a2b3c4d.js']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/remotes/mf-members/1.0.0/${file}`,
      });
      assert.equal(response.statusCode, 200, file);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', file);
    }
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/remotes/mf-members/1.0.0/mf-manifest.json',
    });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.deepEqual(manifest.json(), { id: 'mf-members' });
  });

  it('answers a missing remote file with 404, not the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/remotes/mf-members/9.9.9/remoteEntry.js',
    });
    assert.equal(response.statusCode, 404);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'not_found');
  });

  it('serves member photos with a long cache and nosniff', async () => {
    const cookie = await logIn(t.app);
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json().user;
    for (const file of [user.profile.main_image.filename, user.profile.main_image.thumb_filename]) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${file}` });
      assert.equal(response.statusCode, 200, file);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    }
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/uploads/missing.webp' })).statusCode,
      404,
    );
  });
});
