// The registry as a service (issue 12), through its HTTP API as the teams' scripts and browsers
// use it: deploys, compare-and-swap, the gate, overrides, rollout and telemetry with automatic
// withdrawal of a failing candidate.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import * as tar from 'tar';
import type { LightMyRequestResponse } from 'fastify';
import { BUILD_INFO_FILE, REMOTES } from '@app/shared/platform/apps';
import { fakeBuild } from '../../helpers/remotes';
import { ownMember } from '../../helpers/accounts';
import { SESSION_COOKIE } from '../../../src/domains/auth/session';
import { useLoadTicket } from '../../../src/platform/remotes/service';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../../helpers/test-app';

const PLATFORM = 'platform-token-0123456789';
const CHAT_TEAM = 'chat-team-token-0123456789';

/** A build as the deploy script uploads it: a gzipped tar of its files. */
async function tarOf(files: Map<string, Buffer>): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'upload-'));
  for (const [name, content] of files) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), content);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, [...files.keys()]))
    chunks.push(chunk as Buffer);
  await fs.rm(dir, { recursive: true, force: true });
  return Buffer.concat(chunks);
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describeEachDatabase('deploy API and registry service', (kind) => {
  let t: TestApp;
  let clock: Date;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { token = PLATFORM, payload }: { token?: string | null; payload?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const upload = async (
    remote: string,
    files: Map<string, Buffer>,
    { token = PLATFORM, version }: { token?: string; version?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/deploy/remotes/${remote}/versions`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/gzip',
        ...(version ? { 'x-remote-version': version } : {}),
      },
      payload: await tarOf(files),
    });

  const channel = async (remote: string) => {
    const response = await api('GET', '/api/deploy/remotes');
    assert.equal(response.statusCode, 200, response.body);
    return (
      response.json().remotes.find((c: { remote: string }) => c.remote === remote) ?? {
        remote,
        revision: 0,
        stable: null,
        candidate: null,
        events: [],
        health: { stable: null, candidate: null },
      }
    );
  };

  const setChannel = (remote: string, change: object, token = PLATFORM) =>
    api('PUT', `/api/deploy/remotes/${remote}/channel`, { token, payload: change });

  /** Uploads a build and makes it stable; answers its version. */
  const deploy = async (remote: string, files: Map<string, Buffer>) => {
    const published = await upload(remote, files);
    assert.equal(published.statusCode, 200, published.body);
    const { version } = published.json();
    const changed = await setChannel(remote, {
      expected_revision: (await channel(remote)).revision,
      stable: version,
      candidate: null,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    return version as string;
  };

  /** /remotes.json as one browser gets it. */
  const registryOf = async (cookies: Record<string, string> = {}, headers = {}) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/remotes.json',
        headers: { cookie: cookieHeader(cookies), ...headers },
      })
    ).json();

  let browsers = 0;
  /**
   * A new browser (its own visitor id) that the registry gives `version` of `remote`: visitors
   * are tried one after another until the sticky assignment lands on it.
   */
  const browserOn = async (remote: string, version: string) => {
    // Bounded: a version the registry never gives fails here, by name, instead of looping on.
    for (let tries = 0; tries < 1000; tries += 1) {
      browsers += 1;
      const visitor = `browser${String(browsers).padStart(15, '0')}`;
      if ((await registryOf({ visitor_id: visitor })).remotes[remote]?.version === version)
        return visitor;
    }
    throw new Error(`no browser of 1000 is given ${remote}@${version}`);
  };
  /**
   * The telemetry plugin's beacon for one load, from the browser holding `cookies`: with the load
   * ticket its registry read gave it for that version, if it gave one, each from an address of
   * its own (several browsers, as in life).
   */
  let beaconAddress = 0;
  const loadBeacon = async (
    cookies: Record<string, string>,
    remote: string,
    version: string,
    ok: boolean,
    error = 'ScriptNetworkError',
    { ticket, remoteAddress }: { ticket?: string | null; remoteAddress?: string } = {},
  ) => {
    const given = (await registryOf(cookies)).remotes[remote];
    const held =
      ticket === undefined ? (given?.version === version ? given.ticket : undefined) : ticket;
    return t.app.inject({
      method: 'POST',
      url: '/api/remote-loads.php',
      // Each beacon from a network of its own (an anonymous browser's source is its /24).
      remoteAddress: remoteAddress ?? `10.${(beaconAddress >> 8) & 255}.${beaconAddress++ & 255}.7`,
      headers: { cookie: cookieHeader(cookies) },
      payload: {
        remote,
        version,
        ok,
        phase: ok ? 'expose' : 'entry',
        duration_ms: 120,
        ...(ok ? {} : { error }),
        ...(held ? { ticket: held } : {}),
      },
    });
  };
  /** A load of `version` reported by a new browser the registry gives it. */
  const loadIn = async (remote: string, version: string, ok: boolean, error?: string) =>
    loadBeacon({ visitor_id: await browserOn(remote, version) }, remote, version, ok, error);

  const refused = (response: LightMyRequestResponse, status: number, pattern: RegExp) => {
    assert.equal(response.statusCode, status, response.body);
    const { error } = response.json();
    assert.equal(error.code, status === 422 ? 'deploy_refused' : error.code);
    assert.match(error.message, pattern);
  };

  before(async () => {
    t = await createTestApp(kind, {
      DEPLOY_TOKENS: `*=${PLATFORM},mf-chat=${CHAT_TEAM}`,
      CANARY_MIN_LOADS: '20',
      CANARY_MARGIN: '0.2',
    });
    // The live shell provides React 19 as a singleton: remotes are judged against it.
    await fs.mkdir(t.config.shellDist, { recursive: true });
    await fs.writeFile(
      path.join(t.config.shellDist, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', version: '19.1.0', singleton: true },
          // The kernel, at its own version (shared/kernel-api.json).
          { name: '@app/shared', version: '2.0.0', singleton: true },
        ],
      }),
    );
    clock = new Date('2026-11-24T12:00:00Z');
    t.app.remotes.now = () => clock;
  });
  after(() => t.close());

  it('lets only a team’s own token, or the platform’s, deploy a remote', async () => {
    const files = fakeBuild('mf-chat', { tag: 'auth' });
    refused(await upload('mf-chat', files, { token: 'wrong-token-0123456789' }), 401, /token/);
    const noToken = await api('GET', '/api/deploy/remotes', { token: null });
    assert.equal(noToken.statusCode, 401);
    assert.equal(noToken.json().error.code, 'deploy_unauthorized');
    // The chat team may deploy the chat remote, not another one.
    assert.equal((await upload('mf-chat', files, { token: CHAT_TEAM })).statusCode, 200);
    const other = await upload('mf-members', fakeBuild('mf-members'), { token: CHAT_TEAM });
    assert.equal(other.statusCode, 401);
    assert.equal((await channel('mf-members')).stable, null);
  });

  it('publishes the same build once: a repeat upload answers the same version', async () => {
    const files = fakeBuild('mf-chat', { tag: 'repeat' });
    const first = (await upload('mf-chat', files)).json();
    const again = (await upload('mf-chat', files)).json();
    assert.equal(first.published, true);
    assert.deepEqual(again, { version: first.version, published: false });
  });

  it('lands parallel deploys of different remotes, every one', async () => {
    const versions = await Promise.all(
      REMOTES.map((remote) => deploy(remote, fakeBuild(remote, { tag: 'parallel' }))),
    );
    const registry = await registryOf();
    REMOTES.forEach((remote, i) => assert.equal(registry.remotes[remote].version, versions[i]));
  });

  it('refuses a change made on a stale revision with 409 and why, and keeps the winner', async () => {
    const a = (await upload('mf-signup', fakeBuild('mf-signup', { tag: 'race-a' }))).json();
    const b = (await upload('mf-signup', fakeBuild('mf-signup', { tag: 'race-b' }))).json();
    const { revision } = await channel('mf-signup');
    const answers = await Promise.all(
      [a.version, b.version].map((version) =>
        setChannel('mf-signup', { expected_revision: revision, stable: version }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    assert.equal(lost.json().error.code, 'stale_revision');
    assert.equal(lost.json().error.params.revision, revision + 1);
    const won = answers.find((answer) => answer.statusCode === 200)!.json().channel.stable;
    const now = await channel('mf-signup');
    assert.equal(now.stable, won);
    assert.equal(now.revision, revision + 1);
    assert.equal((await registryOf()).remotes['mf-signup'].version, won);
  });

  it('refuses a build whose shared packages do not fit the live shell’s', async () => {
    const before = await channel('mf-members');
    const old = fakeBuild('mf-members', {
      tag: 'react18',
      shared: [{ name: 'react', requiredVersion: '^18.0.0', singleton: true }],
    });
    refused(await upload('mf-members', old), 422, /needs react@\^18\.0\.0, the shell provides 19/);
    const unknown = fakeBuild('mf-members', {
      tag: 'lodash',
      shared: [{ name: 'lodash', requiredVersion: '^4.0.0', singleton: false }],
    });
    refused(await upload('mf-members', unknown), 422, /lodash, which the shell does not provide/);
    assert.deepEqual(await channel('mf-members'), before);
  });

  it('refuses a remote built against a newer kernel than the live shell provides (issue 24)', async () => {
    const before = await channel('mf-members');
    const newer = fakeBuild('mf-members', {
      tag: 'kernel3',
      shared: [{ name: '@app/shared', requiredVersion: '^3.0.0', singleton: true }],
    });
    refused(
      await upload('mf-members', newer),
      422,
      /needs @app\/shared@\^3\.0\.0, the shell provides 2\.0\.0/,
    );
    assert.deepEqual(await channel('mf-members'), before);
    // A remote-only change against the kernel the shell has deploys without a shell release.
    const current = fakeBuild('mf-members', {
      tag: 'kernel2',
      shared: [{ name: '@app/shared', requiredVersion: '^2.0.0', singleton: true }],
    });
    assert.equal((await upload('mf-members', current)).statusCode, 200);
  });

  it('keeps deploying remotes built before a kernel minor once the shell ships it first', async () => {
    const shellManifest = path.join(t.config.shellDist, 'mf-manifest.json');
    const was = await fs.readFile(shellManifest, 'utf8');
    // The shell ships kernel 2.1.0 (a name added): remotes built against 2.0.0 still fit, and a
    // remote that takes the new name (^2.1.0) now deploys too.
    const manifest = JSON.parse(was);
    manifest.shared.find((s: { name: string }) => s.name === '@app/shared').version = '2.1.0';
    await fs.writeFile(shellManifest, JSON.stringify(manifest));
    try {
      for (const [tag, range] of [
        ['kernel-old', '^2.0.0'],
        ['kernel-minor', '^2.1.0'],
      ] as const) {
        const build = fakeBuild('mf-members', {
          tag,
          shared: [{ name: '@app/shared', requiredVersion: range, singleton: true }],
        });
        const answer = await upload('mf-members', build);
        assert.equal(answer.statusCode, 200, answer.body);
      }
    } finally {
      await fs.writeFile(shellManifest, was);
    }
  });

  it('refuses a version whose route another live remote owns, and switches nothing', async () => {
    const live = await channel('mf-members');
    const files = fakeBuild('mf-chat', {
      tag: 'collide',
      routes: [
        { path: '/chats', layout: 'default' },
        { path: `/mf-members`, layout: 'default' },
      ],
    });
    const published = await upload('mf-chat', files);
    assert.equal(published.statusCode, 200, published.body);
    const before = await channel('mf-chat');
    refused(
      await setChannel('mf-chat', {
        expected_revision: before.revision,
        stable: published.json().version,
      }),
      422,
      /the route \/mf-members is already owned by mf-members/,
    );
    assert.equal((await channel('mf-chat')).revision, before.revision);
    assert.equal((await channel('mf-chat')).stable, before.stable);
    assert.equal((await channel('mf-members')).stable, live.stable);
  });

  it('refuses a build missing a file its manifest names, and stores nothing', async () => {
    const files = fakeBuild('mf-payments', { tag: 'missing', omit: ['routes.missing.js'] });
    refused(await upload('mf-payments', files), 422, /names files the build does not hold/);
    const versions = await fs
      .readdir(path.join(t.config.remotesDir, 'mf-payments'))
      .catch(() => []);
    assert.equal(
      versions.some((version) =>
        existsSync(path.join(t.config.remotesDir, 'mf-payments', version, 'routes.missing.js')),
      ),
      false,
    );
  });

  it('refuses builds and dev servers on origins not on the allow-list', async () => {
    const cdn = fakeBuild('mf-payments', { tag: 'cdn', publicPath: 'https://cdn.example.net/' });
    refused(
      await upload('mf-payments', cdn),
      422,
      /https:\/\/cdn\.example\.net\/ is not on an allowed origin/,
    );
    const external = await api('POST', '/api/deploy/remotes/mf-payments/external', {
      payload: {
        manifest: 'https://elsewhere.example.org/mf-manifest.json',
        routes: [{ path: '/credits', layout: 'default' }],
      },
    });
    refused(external, 422, /https:\/\/elsewhere\.example\.org is not an allowed origin/);
  });

  it('refuses a version name already published with other content', async () => {
    const first = await upload('mf-payments', fakeBuild('mf-payments', { tag: 'one' }), {
      version: '2.0.0',
    });
    assert.equal(first.statusCode, 200, first.body);
    refused(
      await upload('mf-payments', fakeBuild('mf-payments', { tag: 'two' }), { version: '2.0.0' }),
      422,
      /version 2\.0\.0 of mf-payments was published with different content/,
    );
    const served = await t.app.inject({
      method: 'GET',
      url: '/remotes/mf-payments/2.0.0/routes.one.js',
    });
    assert.equal(served.statusCode, 200);
  });

  it('refuses an upload that is not a gzipped tar', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/deploy/remotes/mf-payments/versions',
      headers: { authorization: `Bearer ${PLATFORM}`, 'content-type': 'application/gzip' },
      payload: Buffer.from('not a tar at all'),
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error.code, 'invalid_package');
  });

  it('gives a candidate to its share of browsers, each browser always the same version', async () => {
    const stable = await deploy('mf-landers', fakeBuild('mf-landers', { tag: 'stable' }));
    const candidate = (
      await upload('mf-landers', fakeBuild('mf-landers', { tag: 'candidate' }))
    ).json().version;
    const set = await setChannel('mf-landers', {
      expected_revision: (await channel('mf-landers')).revision,
      candidate,
      percent: 30,
    });
    assert.equal(set.statusCode, 200, set.body);
    let got = 0;
    for (let i = 0; i < 200; i += 1) {
      const visitor = `visitor${String(i).padStart(15, '0')}`;
      const first = (await registryOf({ visitor_id: visitor })).remotes['mf-landers'].version;
      assert.ok([stable, candidate].includes(first));
      // The same browser keeps its version.
      assert.equal(
        (await registryOf({ visitor_id: visitor })).remotes['mf-landers'].version,
        first,
      );
      if (first === candidate) got += 1;
    }
    assert.ok(got >= 40 && got <= 80, `${got} of 200 browsers got the 30% candidate`);
  });

  it('gives a new browser a visitor id that keeps its assignment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    const visitor = response.cookies.find((cookie) => cookie.name === 'visitor_id');
    assert.ok(visitor, 'visitor cookie set');
    assert.equal(visitor.httpOnly, true);
    assert.match(String(response.headers.vary), /cookie/i);
    const again = await registryOf({ visitor_id: visitor.value });
    assert.equal(
      again.remotes['mf-landers'].version,
      response.json().remotes['mf-landers'].version,
    );
  });

  it('offers a candidate only to browsers that meet its rules', async () => {
    const { revision, candidate } = await channel('mf-landers');
    const set = await setChannel('mf-landers', {
      expected_revision: revision,
      candidate,
      percent: 100,
      rules: { countries: ['FR'], languages: ['fr'] },
    });
    assert.equal(set.statusCode, 200, set.body);
    const french = await registryOf(
      { visitor_id: 'v'.repeat(22), locale: 'fr' },
      { 'cf-ipcountry': 'FR' },
    );
    const dutch = await registryOf(
      { visitor_id: 'v'.repeat(22), locale: 'fr' },
      { 'cf-ipcountry': 'NL' },
    );
    const english = await registryOf(
      { visitor_id: 'v'.repeat(22), locale: 'en' },
      { 'cf-ipcountry': 'FR' },
    );
    assert.equal(french.remotes['mf-landers'].version, candidate);
    assert.notEqual(dutch.remotes['mf-landers'].version, candidate);
    assert.notEqual(english.remotes['mf-landers'].version, candidate);
  });

  it('promotes the candidate to stable for everyone', async () => {
    const { revision, candidate } = await channel('mf-landers');
    const promoted = await api('POST', '/api/deploy/remotes/mf-landers/promote', {
      payload: { expected_revision: revision },
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal(promoted.json().channel.stable, candidate);
    assert.equal(promoted.json().channel.candidate, null);
    assert.equal(
      (await registryOf({ visitor_id: 'w'.repeat(22) })).remotes['mf-landers'].version,
      candidate,
    );
    const again = await api('POST', '/api/deploy/remotes/mf-landers/promote', {
      payload: { expected_revision: revision + 1 },
    });
    assert.equal(again.statusCode, 409);
  });

  it('rolls back to the version before, whose files are still served', async () => {
    const { revision, stable, events } = await channel('mf-landers');
    const previous = events.find((event: { kind: string }) => event.kind === 'promote').detail.was
      .stable;
    const back = await api('POST', '/api/deploy/remotes/mf-landers/rollback', {
      payload: { expected_revision: revision },
    });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().channel.stable, previous);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-landers/${stable}/remoteEntry.js`,
    });
    assert.equal(entry.statusCode, 200, 'the rolled-back version stays served for open tabs');
    const unknown = await api('POST', '/api/deploy/remotes/mf-landers/rollback', {
      payload: { expected_revision: revision + 1, version: 'never-published' },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.code, 'unknown_version');
  });

  it('gives one browser the version an override link names, with a signed cookie', async () => {
    const stable = (await channel('mf-chat')).stable;
    const other = (await upload('mf-chat', fakeBuild('mf-chat', { tag: 'review' }))).json().version;
    const link = await api('POST', '/api/deploy/override-links', {
      token: CHAT_TEAM,
      payload: { overrides: { 'mf-chat': other } },
    });
    assert.equal(link.statusCode, 200, link.body);
    const url = new URL(link.json().url);
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    assert.equal(opened.statusCode, 302);
    const cookie = opened.cookies.find((c) => c.name === 'remote_override')!;
    assert.ok(cookie.httpOnly);
    const reviewer = await registryOf({ remote_override: cookie.value });
    assert.equal(reviewer.remotes['mf-chat'].version, other);
    assert.deepEqual(reviewer.overrides, ['mf-chat']);
    // Everybody else keeps stable.
    const anyone = await registryOf();
    assert.equal(anyone.remotes['mf-chat'].version, stable);
    assert.equal(anyone.overrides, undefined);

    // A token changed by hand is not ours: refused, and ignored as a cookie.
    const [body, signature] = cookie.value.split('.');
    const forged = `${Buffer.from(JSON.stringify({ o: { 'mf-chat': other }, exp: Date.now() * 2 })).toString('base64url')}.${signature}`;
    assert.notEqual(forged.split('.')[0], body);
    const refusedLink = await t.app.inject({
      method: 'GET',
      url: `/api/remote-override.php?token=${encodeURIComponent(forged)}`,
    });
    assert.equal(refusedLink.statusCode, 403);
    assert.equal(refusedLink.json().error.code, 'override_invalid');
    assert.equal(
      (await registryOf({ remote_override: forged })).remotes['mf-chat'].version,
      stable,
    );

    // The chat team cannot make a link for another team's remote.
    const notTheirs = await api('POST', '/api/deploy/override-links', {
      token: CHAT_TEAM,
      payload: { overrides: { 'mf-members': other } },
    });
    assert.equal(notTheirs.statusCode, 401);

    // An override expires with its link.
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60 * 1000);
    assert.equal((await registryOf({ remote_override: cookie.value })).overrides, undefined);
    clock = new Date('2026-11-24T12:00:00Z');

    // Clearing it.
    const cleared = await t.app.inject({ method: 'GET', url: '/api/remote-override.php?clear=1' });
    assert.equal(cleared.statusCode, 302);
    const gone = cleared.cookies.find((c) => c.name === 'remote_override')!;
    assert.equal(gone.value, '');
  });

  it('overrides with a dev server only on allowed origins', async () => {
    const make = (manifest: string) =>
      api('POST', '/api/deploy/override-links', {
        payload: { overrides: { 'mf-chat': manifest } },
      });
    const allowed = await make('http://localhost:3102/mf-manifest.json');
    const token = new URL(allowed.json().url).searchParams.get('token')!;
    const registry = await registryOf({ remote_override: token });
    assert.equal(registry.remotes['mf-chat'].manifest, 'http://localhost:3102/mf-manifest.json');
    const elsewhere = await make('https://attacker.example.com/mf-manifest.json');
    const other = new URL(elsewhere.json().url).searchParams.get('token')!;
    const safe = await registryOf({ remote_override: other });
    assert.notEqual(
      safe.remotes['mf-chat'].manifest,
      'https://attacker.example.com/mf-manifest.json',
    );
  });

  it('forgets a dev server when pnpm dev stops: its override link gives the live version again', async () => {
    // A dev server on this machine's loopback address, as `pnpm dev` starts one.
    const devServer = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ shared: [] }));
    });
    await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
    const manifest = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}/mf-manifest.json`;
    try {
      const live = (await channel('mf-chat')).stable;
      const registered = await api('POST', '/api/deploy/remotes/mf-chat/external', {
        token: CHAT_TEAM,
        payload: { manifest, routes: [{ path: '/chat', layout: 'default' }] },
      });
      assert.equal(registered.statusCode, 200, registered.body);
      const { version } = registered.json();
      const link = await api('POST', '/api/deploy/override-links', {
        token: CHAT_TEAM,
        payload: { overrides: { 'mf-chat': version } },
      });
      const token = new URL(link.json().url).searchParams.get('token')!;
      assert.equal(
        (await registryOf({ remote_override: token })).remotes['mf-chat'].manifest,
        manifest,
      );
      // Nothing live changed.
      assert.equal((await channel('mf-chat')).stable, live);
      assert.equal((await registryOf()).remotes['mf-chat'].version, live);

      // Another team may not remove it; a published build is never removed this way.
      const notTheirs = await api('DELETE', `/api/deploy/remotes/mf-chat/external/${version}`, {
        token: 'landers-team-token-0123456789',
      });
      assert.equal(notTheirs.statusCode, 401);
      const published = await api('DELETE', `/api/deploy/remotes/mf-chat/external/${live}`, {
        token: CHAT_TEAM,
      });
      assert.equal(published.statusCode, 404);
      assert.equal(published.json().error.code, 'unknown_version');

      const removed = await api('DELETE', `/api/deploy/remotes/mf-chat/external/${version}`, {
        token: CHAT_TEAM,
      });
      assert.equal(removed.statusCode, 200, removed.body);
      const after = await registryOf({ remote_override: token });
      assert.equal(after.remotes['mf-chat'].version, live);
      assert.equal(after.overrides, undefined);
      assert.equal((await channel('mf-chat')).events[0].kind, 'remove');
      const again = await api('DELETE', `/api/deploy/remotes/mf-chat/external/${version}`, {
        token: CHAT_TEAM,
      });
      assert.equal(again.statusCode, 404);
    } finally {
      devServer.close();
    }
  });

  it('keeps the commit and build time a build notes beside its files, outside its version', async () => {
    const files = fakeBuild('mf-members', { tag: 'noted' });
    const plain = await upload('mf-members', files);
    assert.equal(plain.statusCode, 200, plain.body);
    const noted = new Map(files);
    noted.set(
      BUILD_INFO_FILE,
      Buffer.from(JSON.stringify({ commit: 'a1b2c3d4e5f6', built_at: '2026-11-25T10:00:00.000Z' })),
    );
    // The same files with a note: the same version (already published, first record kept).
    const repeat = await upload('mf-members', noted);
    assert.deepEqual(repeat.json(), { version: plain.json().version, published: false });

    const other = fakeBuild('mf-members', { tag: 'noted-2' });
    other.set(
      BUILD_INFO_FILE,
      Buffer.from(
        JSON.stringify({ commit: 'a1b2c3d4e5f6-dirty', built_at: '2026-11-25T11:00:00.000Z' }),
      ),
    );
    const version = await deploy('mf-members', other);
    const status = await channel('mf-members');
    assert.equal(status.stable, version);
    assert.equal(status.origin.stable.commit, 'a1b2c3d4e5f6-dirty');
    assert.equal(status.origin.stable.built_at, '2026-11-25T11:00:00.000Z');
    assert.equal(status.origin.stable.published_by, 'platform');
    // The note is not one of the version's files.
    const served = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-members/${version}/${BUILD_INFO_FILE}`,
    });
    assert.equal(served.statusCode, 404);
  });

  it('counts loads per version and withdraws a failing candidate on its own', async () => {
    const stable = await deploy('mf-payments', fakeBuild('mf-payments', { tag: 'healthy' }));
    const candidate = (
      await upload('mf-payments', fakeBuild('mf-payments', { tag: 'failing' }))
    ).json().version;
    assert.equal(
      (
        await setChannel('mf-payments', {
          expected_revision: (await channel('mf-payments')).revision,
          candidate,
          percent: 50,
        })
      ).statusCode,
      200,
    );
    const beacon = (version: string, ok: boolean, error?: string) =>
      loadIn('mf-payments', version, ok, error);
    for (let i = 0; i < 20; i += 1) assert.equal((await beacon(stable, i !== 0)).statusCode, 200);
    // Failing 30 points more than stable (5%), but not yet over the minimum number of loads:
    // first as its entry throws, then as the runtime cannot find what it exposes.
    for (let i = 0; i < 19; i += 1)
      await beacon(candidate, i % 3 !== 0, i < 10 ? 'ScriptExecutionError' : 'RUNTIME-008');
    let now = await channel('mf-payments');
    assert.equal(now.candidate, candidate);
    assert.deepEqual(now.health.candidate, {
      loads: 19,
      failures: 7,
      mean_ms: 120,
      top_failures: [
        { phase: 'entry', code: 'ScriptExecutionError', count: 4 },
        { phase: 'entry', code: 'RUNTIME-008', count: 3 },
      ],
    });
    assert.deepEqual(now.health.stable, {
      loads: 20,
      failures: 1,
      mean_ms: 120,
      top_failures: [{ phase: 'entry', code: 'ScriptNetworkError', count: 1 }],
    });

    clock = new Date('2026-11-24T12:05:00Z');
    await beacon(candidate, false);
    now = await channel('mf-payments');
    assert.equal(now.candidate, null);
    assert.equal(now.stable, stable);
    const withdrawn = now.events[0];
    assert.equal(withdrawn.kind, 'withdraw');
    assert.equal(withdrawn.version, candidate);
    assert.equal(withdrawn.at, '2026-11-24T12:05:00.000Z');
    assert.equal(
      withdrawn.detail.reason,
      'failure rate 40% over 20 loads, stable 5%; mostly entry ScriptExecutionError (4)',
    );
    // Every browser gets stable now.
    for (let i = 0; i < 20; i += 1)
      assert.equal(
        (await registryOf({ visitor_id: `after${String(i).padStart(17, '0')}` })).remotes[
          'mf-payments'
        ].version,
        stable,
      );
  });

  it('keeps a candidate whose failures stay within the margin', async () => {
    const candidate = (
      await upload('mf-payments', fakeBuild('mf-payments', { tag: 'fine' }))
    ).json().version;
    await setChannel('mf-payments', {
      expected_revision: (await channel('mf-payments')).revision,
      candidate,
      percent: 50,
    });
    // Error codes the telemetry plugin never sends are counted as a plain `Error`.
    for (let i = 0; i < 40; i += 1)
      await loadIn(
        'mf-payments',
        candidate,
        i % 5 !== 0,
        i % 2 ? '<b>made up</b>' : 'x'.repeat(60),
      );
    const now = await channel('mf-payments');
    assert.equal(now.candidate, candidate);
    assert.deepEqual(now.health.candidate, {
      loads: 40,
      failures: 8,
      mean_ms: 120,
      top_failures: [{ phase: 'entry', code: 'Error', count: 8 }],
    });
  });

  it('counts no load without the ticket /remotes.json gave that browser for that version, and withdraws only on loads from several addresses', async () => {
    const stable = await deploy('mf-signup', fakeBuild('mf-signup', { tag: 'ticket-stable' }));
    const candidate = (
      await upload('mf-signup', fakeBuild('mf-signup', { tag: 'ticket-candidate' }))
    ).json().version;
    await setChannel('mf-signup', {
      expected_revision: (await channel('mf-signup')).revision,
      candidate,
      percent: 100,
    });
    const health = async () => (await channel('mf-signup')).health.candidate!;
    const visitor = (n: number) => `forger${String(n).padStart(16, '0')}`;
    // 40 forged beacons, as the probe sent: no ticket, from 40 addresses.
    for (let i = 0; i < 40; i += 1)
      await loadBeacon({ visitor_id: visitor(i) }, 'mf-signup', candidate, false, undefined, {
        ticket: null,
      });
    // Another browser's ticket, and one for another version.
    const theirs = (await registryOf({ visitor_id: visitor(100) })).remotes['mf-signup'].ticket;
    await loadBeacon({ visitor_id: visitor(101) }, 'mf-signup', candidate, false, undefined, {
      ticket: theirs,
    });
    await loadBeacon({ visitor_id: visitor(100) }, 'mf-signup', stable, false, undefined, {
      ticket: theirs,
    });
    // An expired one.
    const old = (await registryOf({ visitor_id: visitor(102) })).remotes['mf-signup'].ticket;
    const started = clock;
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    await loadBeacon({ visitor_id: visitor(102) }, 'mf-signup', candidate, false, undefined, {
      ticket: old,
    });
    clock = started;
    assert.deepEqual(await health(), { loads: 0, failures: 0, mean_ms: null, top_failures: [] });

    // Real tickets, but every browser on one machine: a few count, and they withdraw nothing.
    for (let i = 200; i < 230; i += 1)
      await loadBeacon({ visitor_id: visitor(i) }, 'mf-signup', candidate, false, undefined, {
        remoteAddress: '198.51.100.23',
      });
    assert.equal((await health()).loads, t.config.canary.loadsPerAddress);
    assert.equal((await channel('mf-signup')).candidate, candidate);
    // Browsers on several machines: the candidate is judged, and withdrawn.
    for (let i = 300; i < 300 + t.config.canary.minLoads; i += 1)
      await loadBeacon({ visitor_id: visitor(i) }, 'mf-signup', candidate, false);
    assert.equal((await channel('mf-signup')).candidate, null);
  });

  it('withdraws nothing on forged failures from a few machines, however many visitors they make up; members count one each (issue 46 §1)', async () => {
    await deploy('mf-chat', fakeBuild('mf-chat', { tag: 'forged-stable' }));
    const candidate = (
      await upload('mf-chat', fakeBuild('mf-chat', { tag: 'forged-candidate' }))
    ).json().version;
    const set = await setChannel('mf-chat', {
      expected_revision: (await channel('mf-chat')).revision,
      candidate,
      percent: 100,
    });
    assert.equal(set.statusCode, 200, set.body);
    const health = async () => (await channel('mf-chat')).health.candidate!;
    // The probe: 4 addresses, 5 fresh visitor cookies each, every one with its real ticket.
    for (const address of ['198.51.100.4', '203.0.113.9', '192.0.2.77', '100.64.3.2'])
      for (let i = 0; i < 5; i += 1)
        await loadBeacon(
          { visitor_id: await browserOn('mf-chat', candidate) },
          'mf-chat',
          candidate,
          false,
          undefined,
          { remoteAddress: address },
        );
    // And many addresses of one range: one network, one source.
    for (let i = 0; i < 30; i += 1)
      await loadBeacon(
        { visitor_id: await browserOn('mf-chat', candidate) },
        'mf-chat',
        candidate,
        false,
        undefined,
        { remoteAddress: `198.51.101.${100 + i}` },
      );
    assert.equal((await health()).loads, 4 * 5 + t.config.canary.loadsPerAddress);
    assert.equal((await channel('mf-chat')).candidate, candidate);
    assert.ok(t.config.canary.minSources >= 8);

    // Members are a source each, wherever they are: from the forger's own address, the members
    // still needed to reach the sources a verdict wants tip it (5 networks so far).
    const needed = t.config.canary.minSources - 5;
    for (let i = 0; i < needed; i += 1) {
      assert.equal((await channel('mf-chat')).candidate, candidate, `after ${i} members`);
      const member = await ownMember(t.app, `canary-${kind}-${i}`);
      const cookies = {
        visitor_id: await browserOn('mf-chat', candidate),
        [SESSION_COOKIE]: member.cookie.split('=')[1]!,
      };
      await loadBeacon(cookies, 'mf-chat', candidate, false, undefined, {
        remoteAddress: '198.51.100.4',
      });
    }
    assert.equal((await channel('mf-chat')).candidate, null);
  });

  it('a load ticket counts once, on any node', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const until = new Date(now.getTime() + 60_000);
    const use = (hash: string, at = now) => useLoadTicket(t.app.remotes, hash, until, at);
    assert.equal(await use(`ticket-${kind}-a`), true);
    assert.equal(await use(`ticket-${kind}-a`), false);
    assert.equal(await use(`ticket-${kind}-b`), true);
    // Past their time, used tickets are forgotten (the ticket itself is refused by then).
    const later = new Date(until.getTime() + 1000);
    await use(`ticket-${kind}-c`, later);
    const left = await t.app.db.selectFrom('remote_load_ticket').select('ticket_hash').execute();
    assert.deepEqual(
      left.map((row) => row.ticket_hash).filter((hash) => hash.startsWith(`ticket-${kind}`)),
      [`ticket-${kind}-c`],
    );
  });

  it('counts a browser’s load once, and only of the version the registry gives it', async () => {
    const stable = (await channel('mf-payments')).stable!;
    const candidate = (
      await upload('mf-payments', fakeBuild('mf-payments', { tag: 'counted-once' }))
    ).json().version;
    await setChannel('mf-payments', {
      expected_revision: (await channel('mf-payments')).revision,
      candidate,
      percent: 50,
    });
    const health = async () => (await channel('mf-payments')).health;
    const before = await health();
    const onStable = await browserOn('mf-payments', stable);
    // One browser reloading a failing page (or a script posting in a loop): one failure.
    for (let i = 0; i < 5; i += 1)
      assert.equal(
        (await loadBeacon({ visitor_id: onStable }, 'mf-payments', stable, false)).statusCode,
        200,
      );
    // A browser the registry gives stable reports the candidate: answered alike, not counted.
    await loadBeacon({ visitor_id: onStable }, 'mf-payments', candidate, false);
    // A reviewer whose override link gives them the candidate: not a member's load.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/deploy/override-links',
      headers: { authorization: `Bearer ${PLATFORM}` },
      payload: { overrides: { 'mf-payments': candidate } },
    });
    const token = new URL(link.json().url).searchParams.get('token')!;
    await loadBeacon(
      { visitor_id: onStable, remote_override: token },
      'mf-payments',
      candidate,
      false,
    );
    const after = await health();
    assert.deepEqual(
      [after.stable!.loads, after.stable!.failures],
      [before.stable!.loads + 1, before.stable!.failures + 1],
    );
    assert.deepEqual(after.candidate, { loads: 0, failures: 0, mean_ms: null, top_failures: [] });
  });

  it('ignores beacons for versions it does not know, and refuses malformed ones', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/remote-loads.php',
      payload: {
        remote: 'mf-payments',
        version: 'nope',
        ok: false,
        phase: 'entry',
        duration_ms: 1,
      },
    });
    assert.equal(unknown.statusCode, 200);
    const rows = await t.app.db
      .selectFrom('remote_load')
      .selectAll()
      .where('version', '=', 'nope')
      .execute();
    assert.deepEqual(rows, []);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/remote-loads.php',
      payload: { remote: 'mf-payments', ok: 'yes' },
    });
    assert.equal(malformed.statusCode, 400);
  });

  it('serves the same registry from every node on the database, a change within a second', async () => {
    const other = await buildApp(
      loadConfig({ ...envOf(t), DEPLOY_TOKENS: `*=${PLATFORM}`, REMOTES_DIR: t.config.remotesDir }),
    );
    try {
      const read = async () =>
        (await other.inject({ method: 'GET', url: '/remotes.json' })).json().remotes['mf-chat']
          ?.version;
      assert.equal(await read(), (await channel('mf-chat')).stable);
      const next = await deploy('mf-chat', fakeBuild('mf-chat', { tag: 'second-node' }));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      assert.equal(await read(), next);
      // The other node serves the files too (one storage for every node).
      const entry = await other.inject({
        method: 'GET',
        url: `/remotes/mf-chat/${next}/remoteEntry.js`,
      });
      assert.equal(entry.statusCode, 200);
    } finally {
      await other.close();
    }
  });
});
