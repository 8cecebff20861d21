import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { rollback, status } from '../../../src/platform/remotes/service';
import { deployBuild, fakeBuild } from '../../helpers/remotes';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../../helpers/test-app';

// Issue 23 §3, RELIABILITY 27: a restart never changes a live channel. Before, the next
// `npm start` turned a 50 % landers canary into 100 % stable, undid an mf-chat rollback and gave
// remotes new versions, without a word. A local build is now published as a version only; it
// goes live by itself only where nothing is live yet (a fresh demo).
describeEachDatabase('what teams deployed survives a restart', (kind) => {
  let t: TestApp;
  let restarted: FastifyInstance | undefined;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(async () => {
    await restarted?.close();
    await t.close();
  });

  /** What `pnpm build` leaves on disk: a version folder per remote and remotes.json naming them. */
  async function leaveLocalBuild(builds: Record<string, Map<string, Buffer>>, version: string) {
    const remotes: Record<string, unknown> = {};
    for (const [remote, files] of Object.entries(builds)) {
      const folder = path.join(t.config.remotesDir, remote, version);
      await fs.mkdir(folder, { recursive: true });
      for (const [file, data] of files) await fs.writeFile(path.join(folder, file), data);
      remotes[remote] = {
        name: remote.replace('-', '_'),
        version,
        manifest: `/remotes/${remote}/${version}/mf-manifest.json`,
        routes: JSON.parse(files.get('routes.json')!.toString()),
        widgets: [],
      };
    }
    await fs.writeFile(path.join(t.config.remotesDir, 'remotes.json'), JSON.stringify({ remotes }));
  }

  it('keeps a canary a canary and a rollback rolled back; the new local build is only published', async () => {
    const landersStable = await deployBuild(
      t.app,
      'mf-landers',
      fakeBuild('mf-landers', { tag: 'a' }),
    );
    const landersCandidate = await deployBuild(
      t.app,
      'mf-landers',
      fakeBuild('mf-landers', { tag: 'b' }),
      { candidate: true, percent: 50 },
    );
    const chatOld = await deployBuild(t.app, 'mf-chat', fakeBuild('mf-chat', { tag: 'a' }));
    await deployBuild(t.app, 'mf-chat', fakeBuild('mf-chat', { tag: 'b' }));
    const chatChannel = (await status(t.app.db)).find((c) => c.remote === 'mf-chat')!;
    await rollback(t.app.remotes, 'mf-chat', { expectedRevision: chatChannel.revision }, 'test');
    const before = await status(t.app.db);

    await leaveLocalBuild(
      {
        'mf-landers': fakeBuild('mf-landers', { tag: 'local' }),
        'mf-chat': fakeBuild('mf-chat', { tag: 'local' }),
        'mf-members': fakeBuild('mf-members', { tag: 'local' }),
      },
      'local0build1',
    );
    await t.app.close();
    restarted = await buildApp(loadConfig(envOf(t)));
    await restarted.ready();
    const after = await status(restarted.db);

    const channel = (remote: string) => after.find((c) => c.remote === remote)!;
    assert.equal(channel('mf-landers').stable, landersStable);
    assert.equal(channel('mf-landers').candidate, landersCandidate);
    assert.equal(channel('mf-landers').percent, 50);
    assert.equal(channel('mf-chat').stable, chatOld, 'the rollback holds');
    for (const remote of ['mf-landers', 'mf-chat'])
      assert.equal(
        channel(remote).revision,
        before.find((c) => c.remote === remote)!.revision,
        `${remote}: not one change`,
      );
    // Published, ready to deploy; and live only for the remote that had nothing live.
    const published = await restarted.db
      .selectFrom('remote_version')
      .select(['remote', 'version'])
      .where('version', '=', 'local0build1')
      .execute();
    assert.deepEqual(published.map((row) => row.remote).sort(), [
      'mf-chat',
      'mf-landers',
      'mf-members',
    ]);
    assert.equal(channel('mf-members').stable, 'local0build1');
  });
});
