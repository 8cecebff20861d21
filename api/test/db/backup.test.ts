import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { backUpPostgres, backUpSqlite, restorePostgres, restoreSqlite } from '../../src/cli/backup';
import { loadConfig } from '../../src/config';
import { grantCredits, ownMember } from '../helpers/accounts';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../helpers/test-app';

// Issue 23 §6: a backup taken while members write is a consistent copy, and restoring it gives
// back exactly what it held — on SQLite (online backup API) and PostgreSQL (pg_dump/pg_restore).

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

const hasPgTools = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describeEachDatabase('database backups', (kind) => {
  let t: TestApp;
  let reopened: FastifyInstance | undefined;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(async () => {
    await reopened?.close();
    await t.close();
  });

  /** The messages this test writes (the demo data has others). */
  const messages = (app: FastifyInstance) =>
    app.db
      .selectFrom('message')
      .selectAll()
      .where('client_id', 'like', 'backup-msg-%')
      .orderBy('id')
      .execute();

  it(
    'backs up while messages are written, and restores exactly what the backup held',
    { skip: kind === 'postgres' && !hasPgTools && 'pg_dump is not installed here' },
    async () => {
      const a = await ownMember(t.app, 'backup-a');
      const b = await ownMember(t.app, 'backup-b');
      await grantCredits(t.app, a.id, 200);
      const file = path.join(t.dir, kind === 'sqlite' ? 'backup.sqlite' : 'backup.pgdump');
      let sent = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/messages.php',
            headers: { cookie: a.cookie },
            payload: { profile: b.id, text: `message ${sent}`, client_id: `backup-msg-${sent}` },
          });
          assert.equal(response.statusCode, 200, response.body);
          sent += 1;
        }
      })();
      while (sent < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      const sentBefore = sent;
      if (kind === 'sqlite') await backUpSqlite(t.config.sqliteFile, file);
      else await backUpPostgres(t.config.databaseUrl!, file);
      const sentBySnapshot = sent;
      while (sent < sentBySnapshot + 20) await new Promise((resolve) => setTimeout(resolve, 5));
      writing = false;
      await writer;
      const afterAll = await messages(t.app);

      await t.app.close();
      if (kind === 'sqlite') await restoreSqlite(file, t.config.sqliteFile);
      else await restorePostgres(file, t.config.databaseUrl!);
      reopened = await buildApp(loadConfig(envOf(t)));
      await reopened.ready();
      const restored = await messages(reopened);
      // A consistent copy: a prefix of what was written, nothing torn, nothing extra.
      // (The copy is of one moment while it ran; one message may have been mid-write.)
      assert.ok(
        restored.length >= sentBefore && restored.length <= sentBySnapshot + 1,
        `${restored.length}: between ${sentBefore} and ${sentBySnapshot}`,
      );
      assert.ok(restored.length < afterAll.length, 'the later writes are not in it');
      assert.deepEqual(restored, afterAll.slice(0, restored.length));
      // Money kept with its messages: the balance is the ledger's sum, as at the backup.
      const balance = await reopened.db
        .selectFrom('app_user')
        .select('credits')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      const ledger = await reopened.db
        .selectFrom('credit_entry')
        .select((eb) => eb.fn.sum<number | string>('amount').as('sum'))
        .where('user_id', '=', a.id)
        .executeTakeFirstOrThrow();
      assert.equal(balance.credits, Number(ledger.sum));
    },
  );

  it(
    'refuses to restore while a server is connected, naming it; --force restores all the same',
    { skip: kind === 'postgres' && !hasPgTools && 'pg_dump is not installed here' },
    async () => {
      // The node of the test before (or a new one) holds the database open.
      const node =
        reopened ?? (reopened = await buildApp(loadConfig({ ...envOf(t), NODE_NAME: 'node-a' })));
      await node.ready();
      await node.inject({ method: 'GET', url: '/readyz' });
      const file = path.join(t.dir, kind === 'sqlite' ? 'refused.sqlite' : 'refused.pgdump');
      if (kind === 'sqlite') await backUpSqlite(t.config.sqliteFile, file);
      else await backUpPostgres(t.config.databaseUrl!, file);
      const restore = (...extra: string[]) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/cli/db-backup.ts', 'restore', file, ...extra],
          { cwd: apiDir, env: { PATH: process.env.PATH, ...envOf(t) }, encoding: 'utf8' },
        );
      const refused = restore();
      assert.equal(refused.status, 1, refused.stderr);
      assert.match(refused.stderr, /The restore was refused: 1 server is connected/);
      // Named: the process holding the file, or the node's connections by its name.
      assert.match(
        refused.stderr,
        kind === 'sqlite'
          ? new RegExp(`process ${process.pid} `)
          : new RegExp(`- ${node.config.nodeName} \\(t_[0-9a-f]+\\)`),
      );
      const forced = restore('--force');
      assert.equal(forced.status, 0, forced.stderr);
      assert.match(forced.stdout, /^Restored /);
    },
  );
});
