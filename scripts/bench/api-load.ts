// The API load test of `pnpm bench` (PERFORMANCE.md): autocannon, 50 connections on loopback,
// against the production server (compiled, SQLite, rate limits off) and, in the same run, a bare
// Fastify route. Where `taskset` exists the server gets one core and the load generator the
// other, so "per core" means what it says on a 2-core machine.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../api/src/seed/demo-accounts';
import { addBenchActivity, ITEMS } from './activity';
import { ROOT, hasTaskset, onCore, startOnServerCore, waitFor } from './processes';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const DURATION_S = 5;
const TARGET = { reqPerSec: 5000, p99Ms: 20, ratio: 0.1 };

const start = startOnServerCore;

export interface LoadFigure {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** autocannon in its own process on the other core: the load generator must not share the server's. */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}

function load(url: string, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const script = `
    const autocannon = require('autocannon');
    autocannon(${JSON.stringify({ url, connections: CONNECTIONS, duration: seconds, headers })},
      (error, result) => { if (error) { console.error(error); process.exit(1); }
        process.stdout.write(JSON.stringify(result)); });`;
  const [command, argv] = onCore(1, process.execPath, ['-e', script]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadFigure> {
  await load(url, WARMUP_S, headers);
  const result = await load(url, DURATION_S, headers);
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export async function apiLoadFigures(benchDir: string): Promise<LoadFigure[]> {
  const barePort = 3311;
  const apiPort = 3312;
  const dataDir = path.join(benchDir, 'api-data');
  const figures: LoadFigure[] = [];
  const bare = start(['api/bench/bare-fastify.mjs'], { PORT: String(barePort) });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    figures.push(await measure('bare Fastify route', `http://127.0.0.1:${barePort}/bare`));
  } finally {
    bare.kill('SIGTERM');
  }

  const env = {
    // Demo data and no rate limits: a benchmark, never a production run.
    APP_MODE: 'demo',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    REMOTES_DIR: path.join(benchDir, 'remotes'),
    LOG_LEVEL: 'warn',
    SEED_IMAGES: 'false',
    RATE_LIMITS: 'false',
  };
  const base = `http://127.0.0.1:${apiPort}`;
  // First start seeds the demo data; the bench activity is added with the server stopped.
  let server = start(['--enable-source-maps', 'api/dist/server.mjs'], env);
  await waitFor(`${base}/api/settings.php`);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await addBenchActivity(path.join(dataDir, 'app.sqlite'));
  server = start(['--enable-source-maps', 'api/dist/server.mjs'], env);
  try {
    await waitFor(`${base}/api/settings.php`);
    const login = await fetch(`${base}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const chats = (await (
      await fetch(`${base}/api/chats.php`, { headers: { cookie } })
    ).json()) as {
      chats: unknown[];
    };
    const likes = (await (
      await fetch(`${base}/api/likes.php`, { headers: { cookie } })
    ).json()) as {
      profiles: unknown[];
      liked_by: unknown[];
    };
    console.log(
      `API load: ${chats.chats.length} chats, ${likes.profiles.length} likes and ${likes.liked_by.length} liked-by for the bench member (target ${ITEMS} each); ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured${hasTaskset ? ', server on core 0, load on core 1' : ''}`,
    );
    const member = { cookie };
    for (const [name, url, headers] of [
      ['GET /api/interests.php', '/api/interests.php', {}],
      ['GET /api/settings.php', '/api/settings.php', {}],
      ['GET /api/user.php', '/api/user.php', member],
      ['GET /api/chats.php', '/api/chats.php', member],
      ['GET /api/likes.php', '/api/likes.php', member],
      ['GET /api/members.php', '/api/members.php', member],
    ] as const) {
      figures.push(await measure(name, `${base}${url}`, headers));
    }
  } finally {
    server.kill('SIGTERM');
  }
  return figures;
}

export function printLoadFigures(figures: LoadFigure[]): void {
  const bare = figures[0]!.reqPerSec;
  console.log('\nendpoint                     req/s     p50     p99   ratio to bare   target');
  for (const f of figures) {
    const gated = f.name.includes('chats') || f.name.includes('likes');
    const target = gated
      ? `≥ ${TARGET.reqPerSec} req/s, p99 ≤ ${TARGET.p99Ms} ms, ratio ≥ ${TARGET.ratio}: ${
          f.reqPerSec >= TARGET.reqPerSec &&
          f.p99 <= TARGET.p99Ms &&
          f.reqPerSec / bare >= TARGET.ratio
            ? 'met'
            : 'not met'
        }`
      : f.name.includes('members')
        ? // Issue 27 §3: a tenth of the bare route, p99 ≤ 20 ms.
          `ratio ≥ ${TARGET.ratio}, p99 ≤ ${TARGET.p99Ms} ms: ${
            f.reqPerSec / bare >= TARGET.ratio && f.p99 <= TARGET.p99Ms ? 'met' : 'not met'
          }`
        : '';
    console.log(
      `${f.name.padEnd(26)} ${f.reqPerSec.toFixed(0).padStart(7)} ${`${f.p50} ms`.padStart(7)} ${`${f.p99} ms`.padStart(7)} ${(f.reqPerSec / bare).toFixed(3).padStart(8)}   ${target}${f.non2xx ? `  (${f.non2xx} non-2xx!)` : ''}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdirSync, rmSync } = await import('node:fs');
  const benchDir = path.join(ROOT, '.bench', 'api');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const build = spawnSync(process.execPath, ['api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  printLoadFigures(await apiLoadFigures(benchDir));
}
