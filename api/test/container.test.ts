import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../src/config';
import { ensureApiDist } from './helpers/api-dist';
import { startS3rver } from './helpers/s3rver';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

// Issue 23 §6: the image cannot be built here (no image registry), so this runs the Dockerfile's
// own command with its own environment on this machine, against the local PostgreSQL and Redis
// and an S3 server, in production mode. Change the Dockerfile and this runs the change.

/** The runtime stage's ENV and CMD, as the Dockerfile writes them. */
async function runtimeStage() {
  const text = await fs.readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  const envBlock = /\nENV ((?:[^\n]*\\\n)*[^\n]*)/.exec(stage)?.[1] ?? '';
  for (const [, name, value] of envBlock.replace(/\\\n/g, ' ').matchAll(/([A-Z_]+)=(\S+)/g))
    env[name!] = value!;
  const command = JSON.parse(/\nCMD (\[.*\])/.exec(stage)![1]!) as string[];
  const health = JSON.parse(/\n {2}CMD (\[.*\])/.exec(stage)![1]!) as string[];
  return { env, command, health };
}

describe(
  'the container entry command',
  {
    skip:
      (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) &&
      'needs PostgreSQL and Redis',
  },
  () => {
    let dir: string;
    let database: TestDatabase;
    let s3: Awaited<ReturnType<typeof startS3rver>>;
    before(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-container-'));
      database = await createTestDatabase('postgres', dir);
      s3 = await startS3rver('amora');
      // The image's build step makes api/dist.
      await ensureApiDist();
    });
    after(async () => {
      await s3.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    });

    it(
      'starts in production mode on PostgreSQL, Redis and S3, is ready, and stops cleanly on SIGTERM',
      { timeout: 120_000 },
      async () => {
        const { env: imageEnv, command, health } = await runtimeStage();
        assert.equal(imageEnv.APP_MODE, 'production');
        assert.equal(command[0], 'node');
        const env = {
          PATH: process.env.PATH!,
          ...imageEnv,
          // This machine's places for what the image keeps in its volume and port.
          DATA_DIR: path.join(dir, 'data'),
          PORT: '0',
          HOST: '127.0.0.1',
          // What an operator gives the container (compose.yaml).
          PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
          DATABASE_URL: database.env.DATABASE_URL!,
          REDIS_URL: process.env.TEST_REDIS_URL!,
          S3_BUCKET: 'amora',
          S3_ENDPOINT: s3.endpoint,
          REMOTES_STORE: 's3',
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          SMTP_URL: 'smtp://127.0.0.1:2525',
          MAIL_FROM: 'no-reply@amora.test',
          SMS_GATEWAY_URL: 'http://127.0.0.1:2526/send',
          SMS_GATEWAY_TOKEN: 'token',
          DEPLOY_TOKENS: '*=container-platform-token-0123',
          PAYMENTS: 'sandbox',
          SANDBOX_WEBHOOK_SECRET: 'container-webhook-secret',
        };
        const server = spawn(command[0]!, command.slice(1), {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        let stdout = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk;
          stdout += chunk;
        });
        server.stderr.on('data', (chunk: Buffer) => (output += chunk));
        const exited = once(server, 'exit') as Promise<[number | null]>;
        try {
          for (let i = 0; i < 600 && !/"listening":"[^"]+:\d+"/.test(output); i += 1)
            await new Promise((resolve) => setTimeout(resolve, 100));
          // The banner is one JSON line among the logs, as every line on stdout is.
          const banner = stdout
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, string>)
            .find((line) => line.listening !== undefined);
          assert.ok(banner, output);
          assert.match(banner.msg!, /running in PRODUCTION mode/);
          assert.match(banner.database!, /^PostgreSQL/);
          assert.equal(banner.remoteBuilds, 'S3');
          const address = Number(/:(\d+)$/.exec(banner.listening!)![1]);
          // Ready as soon as it listens: an orchestrator may probe at once.
          const ready = await fetch(`http://127.0.0.1:${address}/readyz`);
          assert.deepEqual(await ready.json(), { status: 'ready' }, output);
          assert.equal((await fetch(`http://127.0.0.1:${address}/api/outbox.php`)).status, 404);
          // The image's health check, as the container runtime runs it.
          execFileSync(health[0]!, health.slice(1), {
            env: { ...env, PORT: String(address) },
            stdio: 'pipe',
          });
          server.kill('SIGTERM');
          const [code] = await exited;
          assert.equal(code, 0, output);
          // Nothing but JSON on stdout in production, from the first line to the last.
          for (const line of stdout.split('\n').filter(Boolean))
            assert.doesNotThrow(() => JSON.parse(line), `not a JSON line: ${line}`);
        } finally {
          server.kill('SIGKILL');
        }
      },
    );
  },
);
