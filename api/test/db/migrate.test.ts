import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import { DEMO_MEMBER_COUNT } from '../../src/seed/seed';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../helpers/test-app';

describeEachDatabase('migrations', (kind) => {
  let dir: string;
  let database: TestDatabase;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-migrate-'));
    database = await createTestDatabase(kind, dir);
  });
  after(async () => {
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const connect = () =>
    openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    });

  it('migrates an empty database, and a second run is a no-op', async () => {
    const { db, dialect } = connect();
    try {
      assert.equal(dialect, kind);
      assert.deepEqual(await migrateToLatest(db, dialect), ['0001-initial']);
      assert.deepEqual(await migrateToLatest(db, dialect), []);
      const sites = await db
        .selectFrom('site')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(sites.n), 0);
    } finally {
      await db.destroy();
    }
  });

  it('runs concurrently from two nodes without error', async () => {
    const nodes = [connect(), connect()];
    try {
      await Promise.all(nodes.map(({ db, dialect }) => migrateToLatest(db, dialect)));
    } finally {
      await Promise.all(nodes.map(({ db }) => db.destroy()));
    }
  });

  it('boots twice on the same database: migrations and seed run once, data is kept', async () => {
    const config = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SEED_IMAGES: 'false',
      ...database.env,
    });
    const count = async () => {
      const app = await buildApp(config);
      try {
        await app.ready();
        const row = await app.db
          .selectFrom('profile')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      } finally {
        await app.close();
      }
    };
    const first = await count();
    assert.equal(first, DEMO_MEMBER_COUNT + 2);
    assert.equal(await count(), first);
  });

  it('enforces the schema rules the code relies on', async () => {
    const { db } = connect();
    try {
      const user = await db
        .selectFrom('app_user')
        .select(['id', 'email'])
        .executeTakeFirstOrThrow();
      // Credits never below zero, whatever the caller does.
      await assert.rejects(
        db.updateTable('app_user').set({ credits: -1 }).where('id', '=', user.id).execute(),
      );
      // E-mail addresses and usernames are unique.
      await assert.rejects(
        db
          .insertInto('app_user')
          .values({
            email: user.email,
            password_hash: 'x',
            status: 'active',
            signup_date: '',
            language: 'en',
            created_at: '',
          })
          .execute(),
      );
    } finally {
      await db.destroy();
    }
  });
});
