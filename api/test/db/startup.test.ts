import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from '../helpers/test-app';

describe('several API nodes starting at once', () => {
  it(
    'on one empty PostgreSQL database: all come up, migrations and seed run once',
    { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL' },
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-nodes-'));
      const database = await createTestDatabase('postgres', dir);
      const node = (n: number) =>
        buildApp(
          loadConfig({
            APP_MODE: 'demo',
            DATA_DIR: path.join(dir, `node-${n}`),
            UPLOADS_DIR: path.join(dir, 'uploads'),
            SHELL_DIST: path.join(dir, 'shell-dist'),
            LOG_LEVEL: 'silent',
            SEED_IMAGES: 'false',
            ...database.env,
          }),
        );
      const nodes = await Promise.all([node(1), node(2), node(3)]);
      try {
        for (const app of nodes) {
          const response = await app.inject({ method: 'GET', url: '/api/settings.php' });
          assert.equal(response.statusCode, 200);
        }
        const sites = await nodes[0]!.db.selectFrom('site').select('domain').execute();
        assert.deepEqual(sites, [{ domain: 'localhost' }], 'the demo site was seeded once');
      } finally {
        await Promise.all(nodes.map((app) => app.close()));
        await database.drop();
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('seeds nothing when SEED_DEMO is off', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-noseed-'));
    const database = await createTestDatabase('sqlite', dir);
    const app = await buildApp(
      loadConfig({
        APP_MODE: 'demo',
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        ...database.env,
      }),
    );
    try {
      assert.deepEqual(await app.db.selectFrom('site').select('id').execute(), []);
    } finally {
      await app.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
