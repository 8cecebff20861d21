// Compatibility by shape, both ways (issue 47 §1): a remote is judged by the kernel names it
// uses, each with the shape it was compiled against, against the live shell's typed kernel
// report; and a shell release against the remote versions browsers get.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { KERNEL_REPORT_FILE } from '@app/shared/platform/apps';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { changeChannel, publishVersion, status } from '../../../src/platform/remotes/service';
import { fakeBuild } from '../../helpers/remotes';
import {
  createTestApp,
  describeEachDatabase,
  envOf,
  productionEnv,
  type TestApp,
} from '../../helpers/test-app';

const PLATFORM = 'platform-token-0123456789';

/** A kernel report as a shell build carries it: name → { since, fingerprint }. */
const report = (version: string, names: Record<string, [since: string, fingerprint: string]>) => ({
  version,
  entries: {
    '@app/shared': Object.fromEntries(
      Object.entries(names).map(([name, [since, fingerprint]]) => [
        name,
        { since, fingerprint, shape: '…' },
      ]),
    ),
  },
});
const FP = {
  store: 'aaaaaaaaaaaaaaaa',
  chats: 'bbbbbbbbbbbbbbbb',
  requests: 'cccccccccccccccc',
  chatsChanged: 'dddddddddddddddd',
};
/** Kernel 4.1.0: the store and the chat list. */
const KERNEL_41 = report('4.1.0', {
  useAppSelector: ['2.0.0', FP.store],
  'activityApi.endpoints.getChats': ['2.0.0', FP.chats],
});
/** Kernel 4.2.0 adds the message-request count. */
const KERNEL_42 = report('4.2.0', {
  useAppSelector: ['2.0.0', FP.store],
  'activityApi.endpoints.getChats': ['2.0.0', FP.chats],
  'activityApi.endpoints.getMessageRequestCount': ['4.2.0', FP.requests],
});

const uses = (kernel: string, range: string, names: Record<string, string>) => ({
  kernel,
  range,
  uses: names,
});

describeEachDatabase('the kernel check by shape (issue 47 §1)', (kind) => {
  let t: TestApp;
  const shellShips = async (kernel: object, version: string) => {
    await fs.mkdir(t.config.shellDist, { recursive: true });
    await fs.writeFile(path.join(t.config.shellDist, KERNEL_REPORT_FILE), JSON.stringify(kernel));
    await fs.writeFile(
      path.join(t.config.shellDist, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', version: '19.1.0', singleton: true },
          { name: '@app/shared', version, singleton: true },
        ],
      }),
    );
  };
  const kernelShared = (range: string) => [
    { name: 'react', requiredVersion: '^19.0.0', singleton: true },
    { name: '@app/shared', requiredVersion: range, singleton: true },
  ];
  const channelOf = async (remote: string) =>
    (await status(t.app.db)).find((c) => c.remote === remote);
  const makeLive = async (remote: string, version: string) =>
    changeChannel(
      t.app.remotes,
      remote,
      {
        expectedRevision: (await channelOf(remote))?.revision ?? 0,
        stable: version,
        candidate: null,
      },
      { by: 'test' },
    );

  before(async () => {
    t = await createTestApp(kind, { DEPLOY_TOKENS: `*=${PLATFORM}` });
    await shellShips(KERNEL_41, '4.1.0');
  });
  after(() => t.close());

  it('deploys a remote that uses only old names against the older shell', async () => {
    const build = fakeBuild('mf-chat', {
      tag: 'old-names',
      shared: kernelShared('>=2.0.0'),
      kernel: uses('4.2.0', '>=2.0.0', {
        useAppSelector: FP.store,
        'activityApi.endpoints.getChats': FP.chats,
      }),
    });
    const { version } = await publishVersion(t.app.remotes, 'mf-chat', build, { by: 'chat team' });
    await makeLive('mf-chat', version);
    assert.equal((await channelOf('mf-chat'))?.stable, version);
  });

  it('refuses, naming the name, a remote that uses a name the live shell does not have yet', async () => {
    const before = await channelOf('mf-members');
    const build = fakeBuild('mf-members', {
      tag: 'new-name',
      shared: kernelShared('>=4.2.0'),
      kernel: uses('4.2.0', '>=4.2.0', {
        useAppSelector: FP.store,
        'activityApi.endpoints.getMessageRequestCount': FP.requests,
      }),
    });
    await assert.rejects(
      publishVersion(t.app.remotes, 'mf-members', build, { by: 'members team' }),
      (error: Error) =>
        /mf-members uses the kernel's activityApi\.endpoints\.getMessageRequestCount, which the shell's kernel 4\.1\.0 does not provide/.test(
          error.message,
        ),
    );
    assert.deepEqual(await channelOf('mf-members'), before);
  });

  it('refuses a remote compiled against another shape of a name, even inside the range', async () => {
    const build = fakeBuild('mf-members', {
      tag: 'changed-shape',
      shared: kernelShared('>=2.0.0'),
      kernel: uses('5.0.0', '>=2.0.0', { 'activityApi.endpoints.getChats': FP.chatsChanged }),
    });
    await assert.rejects(
      publishVersion(t.app.remotes, 'mf-members', build, { by: 'members team' }),
      /activityApi\.endpoints\.getChats as kernel 5\.0\.0 had it; the shell's kernel 4\.1\.0 changed its shape/,
    );
  });

  it('checks a shell release against the live remotes: one dropping a used name is refused', async () => {
    // The live mf-chat uses getChats; a shell whose kernel 5.0.0 dropped it would break it.
    const dropped = report('5.0.0', { useAppSelector: ['2.0.0', FP.store] });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/deploy/shell-check',
      headers: { authorization: `Bearer ${PLATFORM}` },
      payload: dropped,
    });
    assert.equal(check.statusCode, 200, check.body);
    const { ok, reasons } = check.json();
    assert.equal(ok, false);
    const live = (await channelOf('mf-chat'))!.stable;
    assert.ok(
      reasons.some((reason: string) =>
        reason.includes(
          `mf-chat@${live} uses the kernel's activityApi.endpoints.getChats, which the shell's kernel 5.0.0 does not provide`,
        ),
      ),
      reasons.join('\n'),
    );
    // A shell that only adds names is fine for every live remote.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/deploy/shell-check',
      headers: { authorization: `Bearer ${PLATFORM}` },
      payload: KERNEL_42,
    });
    assert.deepEqual(added.json(), { ok: true, reasons: [] });
    // Without a deploy token, nothing is said.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/deploy/shell-check',
      payload: KERNEL_42,
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('names a published version that fits the new shell, to ship with it', async () => {
    const fits = fakeBuild('mf-chat', {
      tag: 'without-getChats',
      shared: kernelShared('>=2.0.0'),
      kernel: uses('4.2.0', '>=2.0.0', { useAppSelector: FP.store }),
    });
    const { version } = await publishVersion(t.app.remotes, 'mf-chat', fits, { by: 'chat team' });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/deploy/shell-check',
      headers: { authorization: `Bearer ${PLATFORM}` },
      payload: report('5.0.0', { useAppSelector: ['2.0.0', FP.store] }),
    });
    assert.ok(
      check
        .json()
        .reasons.includes(`mf-chat@${version} fits this kernel: make it live with the shell`),
      check.body,
    );
  });

  it('refuses to make live a version that stops exposing a widget the shell shows', async () => {
    const withScreen = fakeBuild('mf-signup', {
      tag: 'with-widget',
      widgets: ['SignupModal'],
    });
    const { version: live } = await publishVersion(t.app.remotes, 'mf-signup', withScreen, {
      by: 'signup team',
    });
    await makeLive('mf-signup', live);
    const without = fakeBuild('mf-signup', { tag: 'without-widget' });
    const { version } = await publishVersion(t.app.remotes, 'mf-signup', without, {
      by: 'signup team',
    });
    await assert.rejects(
      makeLive('mf-signup', version),
      new RegExp(
        `mf-signup@${version} no longer exposes SignupModal, which the shell shows \\(mf-signup@${live} does\\)`,
      ),
    );
    assert.equal((await channelOf('mf-signup'))?.stable, live);
    // A version that keeps it (and adds nothing the hosts know) goes live.
    const next = fakeBuild('mf-signup', { tag: 'keeps-widget', widgets: ['SignupModal'] });
    const kept = await publishVersion(t.app.remotes, 'mf-signup', next, { by: 'signup team' });
    await makeLive('mf-signup', kept.version);
    assert.equal((await channelOf('mf-signup'))?.stable, kept.version);
  });

  it('refuses to start a production node whose shell would break a live remote', async () => {
    // mf-chat live, using getChats (set up here: this test does not lean on the ones before).
    const { version: chat } = await publishVersion(
      t.app.remotes,
      'mf-chat',
      fakeBuild('mf-chat', {
        tag: 'start-check',
        shared: kernelShared('>=2.0.0'),
        kernel: uses('4.1.0', '>=2.0.0', { 'activityApi.endpoints.getChats': FP.chats }),
      }),
      { by: 'chat team' },
    );
    await makeLive('mf-chat', chat);
    const shellDist = path.join(t.dir, 'next-shell');
    await fs.mkdir(shellDist, { recursive: true });
    await fs.writeFile(
      path.join(shellDist, KERNEL_REPORT_FILE),
      JSON.stringify(report('5.0.0', { useAppSelector: ['2.0.0', FP.store] })),
    );
    const env = {
      ...productionEnv(envOf(t)),
      SHELL_DIST: shellDist,
      REMOTES_DIR: t.config.remotesDir,
    };
    const node = await buildApp(loadConfig(env));
    try {
      await assert.rejects(
        async () => {
          await node.ready();
        },
        (error: Error) => {
          assert.match(
            error.message,
            new RegExp(
              `would break live remotes: mf-chat@${chat} uses the kernel's activityApi\\.endpoints\\.getChats`,
            ),
          );
          return true;
        },
      );
    } finally {
      await node.close();
    }
    // The same node with the shell that fits starts.
    await fs.writeFile(path.join(shellDist, KERNEL_REPORT_FILE), JSON.stringify(KERNEL_42));
    const fits = await buildApp(loadConfig(env));
    await fits.ready();
    await fits.close();
  });
});
