import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { grantCredits, ownMember } from './helpers/accounts';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from './helpers/test-app';

// Issue 23 §4: what an operator watches — health, readiness, metrics, request ids.

const METRICS_TOKEN = 'operator-metrics-token-0123';

describeEachDatabase('health, readiness and metrics', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN });
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });
  const metrics = async () => {
    const response = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    assert.equal(response.statusCode, 200);
    return response.body;
  };
  const value = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? NaN);

  it('/healthz answers while the process runs; /readyz when the database is migrated and storage writable', async () => {
    assert.deepEqual((await get('/healthz')).json(), { status: 'ok' });
    const ready = await get('/readyz');
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
  });

  it('/readyz names a database that is not migrated, and storage that cannot be written: 503', async () => {
    const [last] = await t.app.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute();
    const name = (last as unknown as { name: string }).name;
    await t.app.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    const stale = await get('/readyz');
    assert.equal(stale.statusCode, 503);
    assert.match(stale.json().failing.database, new RegExp(name));
    await t.app.db
      .insertInto('kysely_migration' as never)
      .values({ name, timestamp: new Date().toISOString() } as never)
      .execute();
    assert.equal((await get('/readyz')).statusCode, 200);

    // The uploads folder replaced by a file: nothing can be written there.
    await fs.rm(t.config.uploadsDir, { recursive: true, force: true });
    await fs.writeFile(t.config.uploadsDir, 'not a folder');
    try {
      const broken = await get('/readyz');
      assert.equal(broken.statusCode, 503);
      assert.ok(broken.json().failing.storage);
      assert.equal(broken.json().failing.database, undefined);
    } finally {
      await fs.rm(t.config.uploadsDir, { force: true });
      await fs.mkdir(t.config.uploadsDir, { recursive: true });
    }
  });

  it("/metrics needs the token; with it, Prometheus text with the product's figures", async () => {
    assert.equal((await get('/metrics')).statusCode, 404);
    assert.equal(
      (await get('/metrics', { authorization: 'Bearer wrong-token-0123456789' })).statusCode,
      404,
    );
    const a = await ownMember(t.app, 'metrics-a');
    const b = await ownMember(t.app, 'metrics-b');
    await grantCredits(t.app, a.id, 10);
    const before = value(await metrics(), /^messages_sent_total (\d+)/m);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: a.cookie },
      payload: { profile: b.id, text: 'counted', client_id: 'metrics-1' },
    });
    assert.equal(sent.statusCode, 200);
    // The same client id again is the same message: counted once.
    await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: a.cookie },
      payload: { profile: b.id, text: 'counted', client_id: 'metrics-1' },
    });
    const text = await metrics();
    assert.equal(value(text, /^messages_sent_total (\d+)/m), before + 1);
    assert.match(
      text,
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/messages\.php",status_code="200"\} \d+/m,
    );
    assert.match(text, /^event_streams_open 0/m);
    assert.match(text, /^# TYPE payment_orders gauge/m);
    assert.match(text, /^# TYPE messages_delivered_total counter/m);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
  });

  it('counts rate-limit refusals by route', async () => {
    const before = value(
      await metrics(),
      /^rate_limit_refusals_total\{route="\/api\/complaints\.php"\} (\d+)/m,
    );
    for (let i = 0; i < 7; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        payload: {},
        remoteAddress: '10.23.4.5',
      });
    const after = value(
      await metrics(),
      /^rate_limit_refusals_total\{route="\/api\/complaints\.php"\} (\d+)/m,
    );
    assert.equal(after - (Number.isNaN(before) ? 0 : before), 2);
  });

  it("answers every request with its request id: the caller's when sane, else a new one", async () => {
    const given = await get('/api/settings.php', { 'x-request-id': 'lb-7f3a.42' });
    assert.equal(given.headers['x-request-id'], 'lb-7f3a.42');
    const made = await get('/api/settings.php');
    assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const forged = await get('/api/settings.php', { 'x-request-id': 'a b\n{"level":60}' });
    assert.match(String(forged.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });
});

describeEachDatabase('metrics in production without a token', (kind) => {
  let t: TestApp;
  let production: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(async () => {
    await production?.close();
    await t.close();
  });

  it('the demo shows /metrics to this machine only; production without METRICS_TOKEN to nobody', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.4' }))
        .statusCode,
      404,
    );
    if (kind === 'postgres') return; // production with PostgreSQL wants S3: the modes test has it
    production = await buildApp(
      loadConfig({
        ...envOf(t),
        APP_MODE: 'production',
        SEED_DEMO: 'false',
        PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'no-reply@amora.test',
        SMS_GATEWAY_URL: 'http://127.0.0.1:2526/send',
        SMS_GATEWAY_TOKEN: 'token',
        DEPLOY_TOKENS: '*=platform-team-token-0123456789',
        PAYMENTS: 'sandbox',
      }),
      { logStream: new PassThrough() },
    );
    assert.equal((await production.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
    assert.equal((await production.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  });
});
