import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { openEventStream } from './helpers/event-stream';

// Issue 23 §4: SIGTERM stops accepting, tells open event streams to reconnect elsewhere, finishes
// the requests in flight, closes the database and exits 0 — the real server process, as a
// process manager or a container runtime stops it.

const apiDir = fileURLToPath(new URL('..', import.meta.url));

describe('graceful shutdown', () => {
  let dir: string;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-shutdown-'));
  });
  after(() => fs.rm(dir, { recursive: true, force: true }));

  it(
    'on SIGTERM: the request in flight is answered, streams end, the process exits 0',
    { timeout: 120_000 },
    async () => {
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH,
          APP_MODE: 'demo',
          DATA_DIR: dir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_IMAGES: 'false',
          DEMO_RESPONDER: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const exited = once(server, 'exit') as Promise<[number | null, string | null]>;
      try {
        let port = 0;
        for (let i = 0; i < 900 && port === 0; i += 1) {
          port = Number(/running in DEMO mode at http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? 0);
          if (port === 0) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.ok(port > 0, output);
        const base = `http://127.0.0.1:${port}`;
        const login = await fetch(`${base}/api/user.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD }),
        });
        const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
        const stream = await openEventStream(port, cookie);
        await stream.next('ready');

        // A login (a password check takes a while) is in flight when the signal comes.
        const inFlight = fetch(`${base}/api/user.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD }),
        });
        await new Promise((resolve) => setTimeout(resolve, 5));
        server.kill('SIGTERM');
        assert.equal((await inFlight).status, 200, 'the request in flight is answered');
        await stream.ended;
        const [code] = await exited;
        assert.equal(code, 0, output.slice(-3000));
        assert.match(output, /shutting down/);
        await assert.rejects(fetch(`${base}/healthz`), 'nothing listens any more');
      } finally {
        server.kill('SIGKILL');
      }
    },
  );
});
