import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../../src/config';
import { ledgerSum } from '../../src/domains/credits/repository';
import { balanceOf, grantCredits, ownMember } from '../helpers/accounts';
import { ensureApiDist } from '../helpers/api-dist';
import { freePort } from '../helpers/own-postgres';
import { startS3rver } from '../helpers/s3rver';
import { createTestApp, productionEnv, type TestApp } from '../helpers/test-app';

// RELIABILITY 35 (issue 45 §3): two production nodes (the README's command, node
// scripts/serve.mjs) behind the load balancer compose.yaml runs — Caddy with the repository's
// Caddyfile, here Debian's caddy as a process — restarted one after the other under load: no
// acknowledged write is lost or doubled, and no member sees an error (the client retries what
// failed with its idempotency key, as the shared client does).

const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((file) => existsSync(file));
const SKIP = !CADDY
  ? 'needs caddy (Debian package)'
  : (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) && 'needs PostgreSQL and Redis';
const SENDERS = 3;
/** The shared client's retries (shared/src/api/base-query.ts): 5, from 300 ms doubling. */
const HTTP_MAX_RETRIES = 5;
const HTTP_RETRY_BASE_DELAY_MS = 300;

describe('a rolling restart of two nodes behind the load balancer', { skip: SKIP }, () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let dir: string;
  let caddy: ChildProcess;
  let front: string;
  const nodes: Array<{ port: number; process: ChildProcess | null; output: string }> = [];

  async function startNode(index: number): Promise<void> {
    const node = nodes[index]!;
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        ...productionEnv({ DATABASE_URL: t.config.databaseUrl! }, s3.endpoint),
        REDIS_URL: process.env.TEST_REDIS_URL!,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        DATA_DIR: path.join(dir, `node-${index}`),
        PORT: String(node.port),
        HOST: '127.0.0.1',
        NODE_NAME: `node-${index}`,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    node.process = child;
    child.stdout!.on('data', (chunk: Buffer) => (node.output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (node.output += chunk));
    for (let i = 0; i < 600; i += 1) {
      const ready = await fetch(`http://127.0.0.1:${node.port}/readyz`).catch(() => null);
      if (ready?.status === 200) return;
      await sleep(100);
    }
    assert.fail(`node ${index} did not become ready: ${node.output}`);
  }

  async function stopNode(index: number): Promise<void> {
    const child = nodes[index]!.process!;
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    child.kill('SIGTERM');
    const [code] = await exited;
    assert.equal(code, 0, nodes[index]!.output);
    nodes[index]!.process = null;
  }

  before(async () => {
    await ensureApiDist();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rolling-'));
    // The demo's members on the nodes' database, made by a demo node that stays aside.
    t = await createTestApp('postgres');
    s3 = await startS3rver('amora');
    for (let i = 0; i < 2; i += 1)
      nodes.push({ port: await freePort(), process: null, output: '' });
    await Promise.all([startNode(0), startNode(1)]);
    const caddyPort = await freePort();
    front = `http://127.0.0.1:${caddyPort}`;
    caddy = spawn(CADDY!, ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        SITE_ADDRESS: front,
        UPSTREAM_1: `127.0.0.1:${nodes[0]!.port}`,
        UPSTREAM_2: `127.0.0.1:${nodes[1]!.port}`,
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i += 1) {
      if ((await fetch(`${front}/healthz`).catch(() => null))?.status === 200) return;
      await sleep(100);
    }
    assert.fail('caddy did not answer');
  });
  after(async () => {
    caddy?.kill('SIGKILL');
    for (const node of nodes) node.process?.kill('SIGKILL');
    await s3?.close();
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'loses and doubles nothing acknowledged, and no request fails for the member',
    { timeout: 240_000 },
    async () => {
      const recipient = await ownMember(t.app, 'rolling-recipient');
      const senders = [];
      for (let i = 0; i < SENDERS; i += 1) {
        const sender = await ownMember(t.app, `rolling-sender-${i}`);
        await t.app.db
          .updateTable('app_user')
          .set({ paid_user: 1 })
          .where('id', '=', sender.id)
          .execute();
        await grantCredits(t.app, sender.id, 5_000);
        senders.push({
          ...sender,
          balance: await balanceOf(t.app, sender.id),
          sent: [] as string[],
        });
      }

      const stats = { requests: 0, retried: 0, failed: [] as string[] };
      /** The shared client's way (base-query.ts): 5xx and network errors retried with backoff. */
      const call = async (url: string, init: RequestInit) => {
        for (let attempt = 0; ; attempt += 1) {
          stats.requests += 1;
          const answer = await fetch(`${front}${url}`, init).catch((error: Error) => error);
          const transient =
            answer instanceof Error || answer.status >= 500 || answer.status === 429;
          if (!transient) return answer;
          if (attempt >= HTTP_MAX_RETRIES) {
            stats.failed.push(answer instanceof Error ? answer.message : `${answer.status} ${url}`);
            return null;
          }
          stats.retried += 1;
          await sleep(HTTP_RETRY_BASE_DELAY_MS * 2 ** attempt);
        }
      };

      let running = true;
      const load = senders.map(async (sender, n) => {
        let conversation: number | null = null;
        for (let i = 0; running; i += 1) {
          const key = `rolling-${n}-${i}`;
          const answer = await call('/api/messages.php', {
            method: 'POST',
            headers: {
              cookie: sender.cookie,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({
              ...(conversation ? { conversation } : { profile: recipient.id }),
              text: key,
              client_id: key,
            }),
          });
          if (!answer) continue;
          const body = await answer.text();
          assert.equal(answer.status, 200, body);
          conversation = (JSON.parse(body) as { message: { conversation_id: number } }).message
            .conversation_id;
          sender.sent.push(key);
          // The sender's page reads its chats now and then.
          if (i % 5 === 0) {
            const chats = await call('/api/chats.php', { headers: { cookie: sender.cookie } });
            if (chats) assert.equal(chats.status, 200);
          }
        }
      });

      await sleep(1_000);
      for (const index of [0, 1]) {
        await stopNode(index);
        await sleep(500); // the other node carries everything meanwhile
        await startNode(index);
        await sleep(1_500);
      }
      running = false;
      await Promise.all(load);

      assert.deepEqual(stats.failed, [], 'no request failed after the client retried');
      const total = senders.reduce((sum, sender) => sum + sender.sent.length, 0);
      assert.ok(total > 50, `only ${total} messages went through`);
      for (const sender of senders) {
        const stored = await t.app.db
          .selectFrom('message')
          .select('client_id')
          .where('sender_id', '=', sender.id)
          .execute();
        assert.deepEqual(stored.map((row) => row.client_id).sort(), [...sender.sent].sort());
        const balance = await balanceOf(t.app, sender.id);
        assert.equal(balance, sender.balance - sender.sent.length, 'one charge per message');
        assert.equal(await ledgerSum(t.app.db, sender.id), balance);
      }
      // Informational: what the client had to retry (the balancer retries refused connections).
      process.stdout.write(
        `# rolling restart: ${stats.requests} requests, ${stats.retried} retried\n`,
      );
    },
  );
});
