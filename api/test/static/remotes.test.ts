import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiErrorSchema } from '@app/shared/contracts';
import { deployBuild, fakeBuild } from '../helpers/remotes';
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
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual(response.json(), { remotes: {} });
  });

  it('answers the live versions from the registry, so a deploy takes effect at once', async () => {
    const first = await deployBuild(t.app, 'mf-members', fakeBuild('mf-members', { tag: 'a' }));
    const registry = () => t.app.inject({ method: 'GET', url: '/remotes.json' });
    const v1 = (await registry()).json();
    assert.equal(v1.remotes['mf-members'].version, first);
    assert.equal(
      v1.remotes['mf-members'].manifest,
      `/remotes/mf-members/${first}/mf-manifest.json`,
    );
    assert.match(v1.remotes['mf-members'].integrity, /^sha384-/);
    const second = await deployBuild(t.app, 'mf-members', fakeBuild('mf-members', { tag: 'b' }));
    assert.notEqual(second, first);
    const response = await registry();
    assert.equal(response.json().remotes['mf-members'].version, second);
    assert.equal(response.headers['cache-control'], 'private, no-cache');
  });

  it('serves published builds as immutable, old versions too (open tabs keep working)', async () => {
    const version = await deployBuild(t.app, 'mf-chat', fakeBuild('mf-chat', { tag: 'c' }));
    for (const file of ['remoteEntry.js', 'routes.c.js', 'mf-manifest.json']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/remotes/mf-chat/${version}/${file}`,
      });
      assert.equal(response.statusCode, 200, file);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', file);
    }
    await deployBuild(t.app, 'mf-chat', fakeBuild('mf-chat', { tag: 'd' }));
    const old = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-chat/${version}/routes.c.js`,
    });
    assert.equal(old.statusCode, 200);
  });

  it("answers with a published file's brotli or gzip copy, made from the file itself", async () => {
    const build = fakeBuild('mf-chat', { tag: 'z' });
    const page = 'export const page = "a chunk long enough to be worth compressing";\n'.repeat(40);
    build.set('page.z.js', Buffer.from(page));
    // A copy that came with the upload is not what was checked: the server makes its own.
    build.set('page.z.js.br', brotliCompressSync(Buffer.from('alert("not the checked file")')));
    const version = await deployBuild(t.app, 'mf-chat', build);
    const url = `/remotes/mf-chat/${version}/page.z.js`;
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': accepted } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], encoding, accepted);
      assert.equal(decode(response.rawPayload).toString(), page);
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
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
