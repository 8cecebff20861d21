import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startS3rver } from './helpers/s3rver';
import {
  productionEnv,
  createTestApp,
  createTestDatabase,
  describeEachDatabase,
  envOf,
  type TestApp,
} from './helpers/test-app';

// Issue 23 §1: production is safe by default; the demo's conveniences exist in the demo only,
// and the outbox (which lists every reset and activation link) answers this machine only.
describeEachDatabase('two modes', (kind) => {
  let demo: TestApp;
  let production: FastifyInstance;
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;
  before(async () => {
    demo = await createTestApp(kind);
    const shell = demo.config.shellDist;
    await fs.mkdir(shell, { recursive: true });
    await fs.writeFile(
      path.join(shell, 'index.html'),
      '<html lang="en"><body><!--app-boot--></body></html>',
    );
    await fs.writeFile(
      path.join(shell, 'routes.json'),
      JSON.stringify([{ path: '/login' }, { path: '/outbox' }]),
    );
    if (kind === 'postgres') s3 = await startS3rver('amora');
    // A production node on the same database (the demo's site answers its requests).
    production = await buildApp(loadConfig(productionEnv(envOf(demo), s3?.endpoint)));
    await production.ready();
  });
  after(async () => {
    await production.close();
    await demo.close();
    await s3?.close();
  });

  it('demo: the outbox answers a browser on this machine only', async () => {
    const local = await demo.app.inject({ method: 'GET', url: '/api/outbox.php' });
    assert.equal(local.statusCode, 200);
    assert.ok(Array.isArray(local.json().mails));
    for (const remoteAddress of ['203.0.113.9', '10.0.0.4', '::ffff:192.0.2.1']) {
      const away = await demo.app.inject({ method: 'GET', url: '/api/outbox.php', remoteAddress });
      assert.equal(away.statusCode, 403, remoteAddress);
      assert.equal(away.json().error.code, 'forbidden');
      assert.doesNotMatch(away.body, /mails|http/);
    }
  });

  it('production: no outbox, page or API, whoever asks', async () => {
    const api = await production.inject({ method: 'GET', url: '/api/outbox.php' });
    assert.equal(api.statusCode, 404);
    const page = await production.inject({ method: 'GET', url: '/outbox' });
    assert.equal(page.statusCode, 404);
    assert.equal((await demo.app.inject({ method: 'GET', url: '/outbox' })).statusCode, 200);
    assert.equal((await production.inject({ method: 'GET', url: '/login' })).statusCode, 200);
    // The API's description is a demo's too (docs/openapi.json is the published copy).
    const description = await production.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(description.statusCode, 404);
  });

  it('production with PAYMENTS=sandbox is a staging site: every page is told nothing is charged', async () => {
    const settings = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/settings.php' })).json().settings;
    assert.equal((await settings(production)).test_payments, true);
    assert.equal((await settings(demo.app)).test_payments, false);
    // Inlined into the page too, so the ribbon is there at the first paint.
    const page = await production.inject({ method: 'GET', url: '/login' });
    assert.match(page.body, /"test_payments":true/);
    assert.equal(production.sandboxPsp !== null, true);
  });

  it('production seeds nothing: on an empty database there is no site until one is set up', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-production-'));
    const database = await createTestDatabase(kind, dir);
    const empty = await buildApp(
      loadConfig({
        ...productionEnv(database.env, s3?.endpoint),
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      assert.deepEqual(await empty.db.selectFrom('site').select('id').execute(), []);
      assert.deepEqual(await empty.db.selectFrom('profile').select('user_id').execute(), []);
      const settings = await empty.inject({ method: 'GET', url: '/api/settings.php' });
      assert.equal(settings.statusCode, 404);
    } finally {
      await empty.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
