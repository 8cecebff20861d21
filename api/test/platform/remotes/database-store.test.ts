import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { assertServesVersion, deployBuild, fakeBuild } from '../../helpers/remotes';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

/**
 * Remote builds in the database (REMOTES_STORE=database, the default with DATABASE_URL: issue 23
 * §3): every node reads a version from where it was published, with nothing on a node's disk but
 * the copy of a server build Node imports.
 */
describeEachDatabase('remote builds in the database', (kind) => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp(kind, { REMOTES_STORE: 'database' });
  });
  after(() => t.close());

  it('publishes into the database and serves the files from there', async () => {
    const files = fakeBuild('mf-landers', { tag: 'db' });
    files.set('server/render.mjs', Buffer.from('export const render = () => "from the database";'));
    files.set('server/chunks/part.mjs', Buffer.from('export default 1;'));
    files.set('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]));
    const version = await deployBuild(t.app, 'mf-landers', files);

    const rows = await t.app.db
      .selectFrom('remote_file')
      .select('file')
      .where('remote', '=', 'mf-landers')
      .where('version', '=', version)
      .orderBy('file')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.file),
      [...files.keys()].sort(),
    );
    assert.equal(
      await fs.stat(path.join(t.config.remotesDir, 'mf-landers', version)).catch(() => null),
      null,
      'nothing written to this node’s disk',
    );

    await assertServesVersion(t.app, 'mf-landers', version, 'var mf_landers = "db";');
    // Bytes come back as they went in.
    const image = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-landers/${version}/logo.png`,
    });
    assert.deepEqual(image.rawPayload, files.get('logo.png'));

    // Publishing the same version again stores nothing twice.
    await t.app.remotes.store.putVersion('mf-landers', version, files);
    const again = await t.app.db
      .selectFrom('remote_file')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    assert.equal(Number(again.n), files.size);

    // The server build is copied to this node, once, for Node to import it.
    const folder = await t.app.remotes.store.localFolder('mf-landers', version, 'server');
    assert.ok(folder);
    assert.equal(
      await fs.readFile(path.join(folder, 'render.mjs'), 'utf8'),
      'export const render = () => "from the database";',
    );
    assert.equal(
      await fs.readFile(path.join(folder, 'chunks/part.mjs'), 'utf8'),
      'export default 1;',
    );
    assert.equal(await t.app.remotes.store.localFolder('mf-landers', version, 'nothing'), null);
  });
});
