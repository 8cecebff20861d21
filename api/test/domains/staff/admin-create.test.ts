import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../src/db/connection';
import { verifyPassword } from '../../../src/domains/auth/password';

// Issue 23 §2: `pnpm admin:create <email>` makes the first staff account, on a database no
// server has started on yet, and never a second account for the same address.
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

describe('pnpm admin:create', () => {
  let dir: string;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-admin-'));
  });
  after(() => fs.rm(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/admin-create.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });

  it('creates an owner with a password shown once, stored only as its hash; refuses a second', async () => {
    const { stdout } = await run('Owner@Lovelace.example');
    const password = /shown this once: (\S+)/.exec(stdout)?.[1];
    assert.ok(password && password.length >= 20, stdout);
    const { db } = openDatabase({
      databaseUrl: undefined,
      sqliteFile: path.join(dir, 'app.sqlite'),
    });
    try {
      const account = await db.selectFrom('staff_account').selectAll().executeTakeFirstOrThrow();
      assert.equal(account.email, 'owner@lovelace.example');
      assert.equal(account.role, 'owner');
      assert.ok(!account.password_hash.includes(password));
      assert.ok(await verifyPassword(account.password_hash, password));
    } finally {
      await db.destroy();
    }
    await assert.rejects(
      run('owner@lovelace.example'),
      (error: { code: number; stderr: string }) => {
        assert.equal(error.code, 1);
        assert.match(error.stderr, /exists already/);
        return true;
      },
    );
    await assert.rejects(run('not-an-address'), { code: 1 });
    await assert.rejects(run(), { code: 2 });
  });
});
