import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  channelResponseSchema,
  deliveryListSchema,
  deliveryOverrideResponseSchema,
  deliverySchema,
  deployTokenCreatedSchema,
  deployTokenListSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { recordLoad, status } from '../../../src/platform/remotes/service';
import { errorCodeOf } from '../../helpers/accounts';
import { deployBuild, fakeBuild } from '../../helpers/remotes';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 28 §2: teams run their rollouts from the back office — through the registry's own
// service and compare-and-swap — a team deployer on their remote only.
describeEachDatabase('back office: the delivery console', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let stable: string;
  let candidate: string;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
    stable = await deployBuild(app, 'mf-chat', fakeBuild('mf-chat', { tag: `${kind}-stable` }));
    await deployBuild(app, 'mf-members', fakeBuild('mf-members', { tag: `${kind}-members` }));
    candidate = (
      await import('../../../src/platform/remotes/service').then(({ publishVersion }) =>
        publishVersion(app.remotes, 'mf-chat', fakeBuild('mf-chat', { tag: `${kind}-next` }), {
          by: 'test',
        }),
      )
    ).version;
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const revisionOf = async (remote: string) =>
    (await status(app.db)).find((one) => one.remote === remote)!.revision;

  it('a team deployer sees and acts on their remote only; an owner on all', async () => {
    const deployer = await staffMember(app, 'deployer', 'mf-chat');
    const owner = await staffMember(app, 'owner');
    const listed = deliveryListSchema.parse(
      (await call('GET', '/api/backoffice/delivery', deployer.cookie)).json(),
    );
    assert.deepEqual(
      listed.remotes.map((one) => one.remote),
      ['mf-chat'],
    );
    const all = deliveryListSchema.parse(
      (await call('GET', '/api/backoffice/delivery', owner.cookie)).json(),
    );
    assert.ok(all.remotes.some((one) => one.remote === 'mf-members'));

    const other = await call('GET', '/api/backoffice/delivery/mf-members', deployer.cookie);
    assert.equal(other.statusCode, 403);
    const move = await call(
      'POST',
      '/api/backoffice/delivery/mf-members/rollback',
      deployer.cookie,
      {
        expected_revision: await revisionOf('mf-members'),
      },
    );
    assert.equal(move.statusCode, 403);
    // Other roles have no console at all.
    const support = await staffMember(app, 'support');
    assert.equal((await call('GET', '/api/backoffice/delivery', support.cookie)).statusCode, 403);
  });

  it('records a stopped canary as stopped, naming the candidate, not as a version made stable (issue 47 §2)', async () => {
    const deployer = await staffMember(app, 'deployer', 'mf-chat');
    const started = await call('PUT', '/api/backoffice/delivery/mf-chat/channel', deployer.cookie, {
      expected_revision: await revisionOf('mf-chat'),
      candidate,
      percent: 10,
    });
    assert.equal(started.statusCode, 200, started.body);
    const stopped = await call('PUT', '/api/backoffice/delivery/mf-chat/channel', deployer.cookie, {
      expected_revision: channelResponseSchema.parse(started.json()).channel.revision,
      candidate: null,
    });
    assert.equal(stopped.statusCode, 200, stopped.body);
    const view = deliverySchema.parse(
      (await call('GET', '/api/backoffice/delivery/mf-chat', deployer.cookie)).json(),
    );
    assert.deepEqual(
      view.remote.events.slice(0, 2).map((event) => [event.kind, event.version]),
      [
        ['stop', candidate],
        ['candidate', candidate],
      ],
    );
    assert.equal(view.remote.stable, stable);
  });

  it('starts a canary, refuses a stale change (409), promotes, and keeps it all in the history and the audit trail', async () => {
    const deployer = await staffMember(app, 'deployer', 'mf-chat');
    const revision = await revisionOf('mf-chat');
    const canary = await call('PUT', '/api/backoffice/delivery/mf-chat/channel', deployer.cookie, {
      expected_revision: revision,
      candidate,
      percent: 50,
      rules: { countries: ['NL'] },
    });
    assert.equal(canary.statusCode, 200, canary.body);
    const channel = channelResponseSchema.parse(canary.json()).channel;
    assert.deepEqual([channel.stable, channel.candidate, channel.percent], [stable, candidate, 50]);

    // Someone else's view of the channel, from before the canary: refused, nothing changed.
    const stale = await call('POST', '/api/backoffice/delivery/mf-chat/promote', deployer.cookie, {
      expected_revision: revision,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal((await status(app.db)).find((one) => one.remote === 'mf-chat')!.stable, stable);

    const promoted = await call(
      'POST',
      '/api/backoffice/delivery/mf-chat/promote',
      deployer.cookie,
      { expected_revision: channel.revision },
    );
    assert.equal(promoted.statusCode, 200, promoted.body);
    const after = channelResponseSchema.parse(promoted.json()).channel;
    assert.deepEqual([after.stable, after.candidate], [candidate, null]);

    const view = deliverySchema.parse(
      (await call('GET', '/api/backoffice/delivery/mf-chat', deployer.cookie)).json(),
    );
    assert.deepEqual(
      view.remote.events.slice(0, 2).map((event) => [event.kind, event.by]),
      [
        ['promote', deployer.email],
        ['candidate', deployer.email],
      ],
    );
    assert.ok(view.versions.some((one) => one.version === stable));
    const audit = await app.db
      .selectFrom('staff_audit')
      .select(['action', 'object_id'])
      .where('staff_id', '=', deployer.id)
      .where('action', 'like', 'remote.%')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.object_id]),
      [
        ['remote.channel', 'mf-chat'],
        ['remote.promote', 'mf-chat'],
      ],
    );

    // And back: a rollback to the version before.
    const back = await call('POST', '/api/backoffice/delivery/mf-chat/rollback', deployer.cookie, {
      expected_revision: after.revision,
    });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(channelResponseSchema.parse(back.json()).channel.stable, stable);
  });

  it('charts loads per version and hour, and makes an override link with its QR code', async () => {
    const owner = await staffMember(app, 'owner');
    const load = (version: string, ok: boolean, ms: number) =>
      recordLoad(
        app.remotes,
        {
          remote: 'mf-chat',
          version,
          ok,
          phase: 'entry',
          duration_ms: ms,
          error: ok ? undefined : 'ScriptExternalLoadError',
        },
        `source-${kind}`,
      );
    await load(stable, true, 100);
    await load(stable, true, 300);
    await load(stable, false, 0);
    const view = deliverySchema.parse(
      (await call('GET', '/api/backoffice/delivery/mf-chat', owner.cookie)).json(),
    );
    const hour = new Date().toISOString().slice(0, 13);
    const row = view.telemetry.find((one) => one.version === stable && one.hour === hour);
    assert.deepEqual(row && [row.loads, row.failures, row.mean_ms], [3, 1, 200]);

    const link = await call(
      'POST',
      '/api/backoffice/delivery/mf-chat/override-links',
      owner.cookie,
      { version: candidate },
    );
    assert.equal(link.statusCode, 200, link.body);
    const made = deliveryOverrideResponseSchema.parse(link.json());
    assert.match(made.url, /\/api\/remote-override\.php\?token=/);
    assert.match(made.qr_svg, /^<svg/);
    const bad = await call(
      'POST',
      '/api/backoffice/delivery/mf-chat/override-links',
      owner.cookie,
      {
        version: '../etc',
      },
    );
    assert.equal(bad.statusCode, 400);
    assert.equal(errorCodeOf(bad), 'validation_failed');
  });

  it('makes a named deploy token for the team’s remote, shown once, that the deploy API takes until revoked', async () => {
    const deployer = await staffMember(app, 'deployer', 'mf-chat');
    const made = await call('POST', '/api/backoffice/delivery/mf-chat/tokens', deployer.cookie, {
      label: 'GitHub Actions',
    });
    assert.equal(made.statusCode, 200, made.body);
    const { id, token } = deployTokenCreatedSchema.parse(made.json());
    const withToken = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    // Listed by its name, never by itself.
    const listed = deployTokenListSchema.parse(
      (await call('GET', '/api/backoffice/delivery/mf-chat/tokens', deployer.cookie)).json(),
    );
    const row = listed.tokens.find((one) => one.id === id)!;
    assert.deepEqual(
      [row.label, row.created_by, row.revoked_at],
      ['GitHub Actions', deployer.email, null],
    );
    assert.ok(!JSON.stringify(listed).includes(token));

    assert.equal((await withToken('GET', '/api/deploy/remotes')).statusCode, 200);
    const ownRemote = await withToken('PUT', '/api/deploy/remotes/mf-chat/channel', {
      expected_revision: await revisionOf('mf-chat'),
      stable,
      candidate: null,
    });
    assert.equal(ownRemote.statusCode, 200, ownRemote.body);
    const otherRemote = await withToken('PUT', '/api/deploy/remotes/mf-members/channel', {
      expected_revision: await revisionOf('mf-members'),
      candidate: null,
    });
    assert.equal(otherRemote.statusCode, 401);
    // Another team's deployer neither sees nor revokes it.
    const other = await staffMember(app, 'deployer', 'mf-members');
    assert.equal(
      (await call('GET', '/api/backoffice/delivery/mf-chat/tokens', other.cookie)).statusCode,
      403,
    );

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/backoffice/delivery/mf-chat/tokens/${id}`,
      headers: { cookie: deployer.cookie },
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal((await withToken('GET', '/api/deploy/remotes')).statusCode, 401);
    const events = (await status(app.db)).find((one) => one.remote === 'mf-chat')!.events;
    assert.ok(events.some((event) => event.by === 'mf-chat token “GitHub Actions”'));
  });
});
