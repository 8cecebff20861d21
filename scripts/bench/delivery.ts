// The message-delivery figure of `pnpm bench` (PERFORMANCE.md): 1,000 open event streams, a
// message sent over HTTP is stored, then relayed; the time from the send to the first stream
// of the recipient showing it, at a target of 1,000 messages a second. On SQLite (one node) and
// on PostgreSQL + Redis (two nodes: sends to one, streams held by the other). A member's send
// answer is not waited for: the clock stops at the recipient.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../api/src/db/connection';
import { startSession } from '../../api/src/domains/auth/service';
import { changeCredits } from '../../api/src/domains/credits/service';
import { ROOT, startOnServerCore, waitFor } from './processes';

export const STREAMS = 1000;
/** Issue 45 §2: many members at once — streams held across the two nodes, and their target. */
export const MANY_STREAMS = 10_000;
const MANY_STREAMS_RATE = 100;
const MANY_STREAMS_TARGET_P99_MS = 100;
const TARGET_KIB_PER_STREAM = 20;
const RECEIVERS = 250;
const SENDERS = 25;
/** The target rate, and a low one that shows the path's own latency, free of queueing. */
const RATES = process.env.BENCH_DELIVERY_RATE
  ? [Number(process.env.BENCH_DELIVERY_RATE)]
  : [1000, 100];
const SECONDS = 5;
/** Issue 27 §2: p99 at 1,000 msg/s achieved, per setup. */
const TARGET_P99_MS: Record<string, number> = {
  'SQLite, one node': 10,
  'PostgreSQL + Redis, two nodes': 25,
};

function startNode(env: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  return startOnServerCore([...profile, '--enable-source-maps', 'api/dist/server.mjs'], env);
}

const stop = (node: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (node.exitCode !== null) return resolve();
    node.once('exit', () => resolve());
    node.kill('SIGTERM');
  });

interface Member {
  id: number;
  cookie: string;
}

/** Sessions straight in the database (no password hashing for 275 logins), paid senders. */
async function prepareMembers(database: { databaseUrl?: string; sqliteFile: string }) {
  const { db } = openDatabase({
    databaseUrl: database.databaseUrl,
    sqliteFile: database.sqliteFile,
  });
  try {
    const rows = await db
      .selectFrom('profile')
      .innerJoin('app_user', 'app_user.id', 'profile.user_id')
      .select('profile.user_id as id')
      .where('profile.status', '=', 'active')
      .where('profile.visible', '=', 1)
      .where('app_user.status', '=', 'active')
      .orderBy('profile.user_id')
      .limit(RECEIVERS + SENDERS)
      .execute();
    if (rows.length < RECEIVERS + SENDERS) throw new Error(`only ${rows.length} members`);
    const withSession = async ({ id }: { id: number }): Promise<Member> => ({
      id,
      cookie: `auth.session=${await startSession(db, id, new Date())}`,
    });
    const senders = await Promise.all(rows.slice(0, SENDERS).map(withSession));
    const receivers = await Promise.all(rows.slice(SENDERS).map(withSession));
    for (const sender of senders) {
      await db.updateTable('app_user').set({ paid_user: 1 }).where('id', '=', sender.id).execute();
      await changeCredits(db, { userId: sender.id, amount: 1_000_000, reason: 'bench' });
    }
    // Each pair has matched: a first message to anyone else is a request (issue 29 §1), which
    // the sender's next message waits on; the bench measures a conversation's messages.
    const now = new Date().toISOString();
    const pairs = receivers.map((receiver, i) => [senders[i % SENDERS]!.id, receiver.id]);
    await db
      .insertInto('member_like')
      .values(
        pairs.flatMap(([a, b]) => [
          { liker_id: a!, liked_id: b!, created_at: now, seen_at: now },
          { liker_id: b!, liked_id: a!, created_at: now, seen_at: now },
        ]),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto('member_match')
      .values(
        pairs.flatMap(([a, b]) => [
          { user_id: a!, other_id: b!, created_at: now },
          { user_id: b!, other_id: a!, created_at: now },
        ]),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    // Real people writing to real people: no demo member answers during the run.
    await db.updateTable('profile').set({ fictional: 0 }).execute();
    return { senders, receivers };
  } finally {
    await db.destroy();
  }
}

/** Event streams over real sockets; calls `onMessage(messageId)` for each message event. */
function openStream(port: number, cookie: string, onMessage: (id: number) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events.php',
        headers: { cookie, accept: 'text/event-stream' },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream ${response.statusCode}`));
        let buffer = '';
        let ready = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!ready && block.includes('event: ready')) {
              ready = true;
              resolve(request);
            }
            if (!block.includes('event: message')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) onMessage((JSON.parse(data.slice(6)) as { message_id: number }).message_id);
          }
        });
      },
    );
    request.on('error', reject);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export interface DeliveryFigure {
  name: string;
  /** Open event streams during the run. */
  streams: number;
  /** Memory the nodes took per open idle stream (the many-streams case). */
  kibPerStream?: number;
  rate: number;
  sent: number;
  /** Sends the server refused or that failed on the way (not delivered, not lost). */
  failed: number;
  delivered: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** A node's resident memory, in KiB (Linux). */
function residentKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

async function run(
  name: string,
  rate: number,
  sendPort: number,
  streamPorts: number[],
  members: { senders: Member[]; receivers: Member[] },
  { streams: streamCount = STREAMS, nodes = [] as ChildProcess[] } = {},
): Promise<DeliveryFigure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sentAt = new Map<string, number>();
  const byMessageId = new Map<number, string>();
  const arrived = new Map<string, number>();
  const pendingIds = new Map<number, number>();
  const onMessage = (id: number) => {
    const key = byMessageId.get(id);
    if (key === undefined) {
      // The event beat the send's answer: remember when, match it when the answer comes.
      if (!pendingIds.has(id)) pendingIds.set(id, performance.now());
      return;
    }
    if (!arrived.has(key)) arrived.set(key, performance.now());
  };
  const memoryBefore = nodes.reduce((sum, node) => sum + residentKib(node.pid!), 0);
  const streams: http.ClientRequest[] = [];
  // Opened a hundred at a time: 10,000 one by one would take longer than the run.
  for (let i = 0; i < streamCount; i += 100)
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, streamCount - i) }, (_, k) => {
          const receiver = members.receivers[(i + k) % members.receivers.length]!;
          const port = streamPorts[(i + k) % streamPorts.length]!;
          return openStream(port, receiver.cookie, onMessage);
        }),
      )),
    );
  // What the idle streams hold, once the nodes settled (nothing else changes meanwhile).
  await new Promise((resolve) => setTimeout(resolve, nodes.length > 0 ? 3000 : 0));
  const kibPerStream =
    nodes.length > 0
      ? (nodes.reduce((sum, node) => sum + residentKib(node.pid!), 0) - memoryBefore) / streamCount
      : undefined;
  const conversations = new Map<number, number>();
  const post = (cookie: string, body: object) =>
    new Promise<{ status: number; json: { message?: { id: number; conversation_id: number } } }>(
      (resolve, reject) => {
        const payload = JSON.stringify(body);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: sendPort,
            path: '/api/messages.php',
            method: 'POST',
            agent,
            headers: { cookie, 'content-type': 'application/json' },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
            );
          },
        );
        request.on('error', reject);
        request.end(payload);
      },
    );
  const send = async (receiverIndex: number, key: string) => {
    const receiver = members.receivers[receiverIndex]!;
    const sender = members.senders[receiverIndex % SENDERS]!;
    const conversation = conversations.get(receiverIndex);
    const started = performance.now();
    sentAt.set(key, started);
    const answer = await post(sender.cookie, {
      ...(conversation ? { conversation } : { profile: receiver.id }),
      text: `bench ${key}`,
      client_id: `bench-${key}`,
    });
    if (answer.status !== 200 || !answer.json.message)
      throw new Error(`send ${answer.status} ${JSON.stringify(answer.json)}`);
    const { id, conversation_id } = answer.json.message;
    conversations.set(receiverIndex, conversation_id);
    byMessageId.set(id, key);
    const early = pendingIds.get(id);
    if (early !== undefined && !arrived.has(key)) arrived.set(key, early);
  };

  // Warm-up: every conversation exists, every stream has seen a message.
  const run = randomBytes(3).toString('hex');
  for (let r = 0; r < members.receivers.length; r += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, members.receivers.length - r) }, (_, k) =>
        send(r + k, `${run}-warm-${r + k}`),
      ),
    );
  sentAt.clear();
  arrived.clear();

  // The measured run: open loop at `rate` messages a second.
  const total = rate * SECONDS;
  const tick = 10;
  const perTick = (rate * tick) / 1000;
  const sends: Promise<void>[] = [];
  const failures: string[] = [];
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / tick + 1) * perTick));
      for (; next < due; next++) {
        const key = `${run}-${next}`;
        sends.push(
          send(next % members.receivers.length, key).catch((error: Error) => {
            failures.push(error.message);
          }),
        );
      }
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tick);
  });
  await Promise.all(sends);
  const seconds = (performance.now() - started) / 1000;
  // Stragglers: give the streams a moment.
  // (Counted over this run's messages only: a late warm-up arrival must not end the wait.)
  const delivered = () => [...sentAt.keys()].filter((key) => arrived.has(key)).length;
  for (let i = 0; i < 50 && delivered() < total; i++) await new Promise((r) => setTimeout(r, 100));
  for (const stream of streams) stream.destroy();
  agent.destroy();
  const latencies = [...arrived.entries()]
    .map(([key, at]) => at - sentAt.get(key)!)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  return {
    name,
    streams: streamCount,
    ...(kibPerStream === undefined ? {} : { kibPerStream }),
    rate,
    sent: total,
    failed: failures.length,
    delivered: latencies.length,
    seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}

const baseEnv = (dataDir: string, port: number) => ({
  // Demo data and no rate limits: a benchmark, never a production run.
  APP_MODE: 'demo',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  REMOTES_DIR: path.join(dataDir, 'remotes'),
  LOG_LEVEL: 'warn',
  SEED_IMAGES: 'false',
  RATE_LIMITS: 'false',
  DEMO_RESPONDER: 'false',
});

export async function deliveryFigures(benchDir: string): Promise<DeliveryFigure[]> {
  const figures: DeliveryFigure[] = [];
  // SQLite, one node.
  {
    const dataDir = path.join(benchDir, 'delivery-sqlite');
    const env = baseEnv(dataDir, 3321);
    let node = startNode(env);
    await waitFor('http://127.0.0.1:3321/api/settings.php');
    await stop(node);
    const members = await prepareMembers({ sqliteFile: path.join(dataDir, 'app.sqlite') });
    node = startNode(env);
    try {
      await waitFor('http://127.0.0.1:3321/api/settings.php');
      for (const rate of RATES)
        figures.push(await run('SQLite, one node', rate, 3321, [3321], members));
    } finally {
      await stop(node);
    }
  }
  // PostgreSQL + Redis, two nodes.
  const postgres = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`delivery on PostgreSQL + Redis skipped: ${(error as Error).message}`);
    return figures;
  }
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(postgres);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = path.join(benchDir, 'delivery-postgres');
    const shared = { DATABASE_URL: url.toString(), REDIS_URL: redis };
    let first = startNode({ ...baseEnv(dataDir, 3322), ...shared });
    await waitFor('http://127.0.0.1:3322/api/settings.php');
    await stop(first);
    const members = await prepareMembers({ databaseUrl: url.toString(), sqliteFile: '' });
    first = startNode({ ...baseEnv(dataDir, 3322), ...shared });
    const second = startNode({ ...baseEnv(dataDir, 3323), ...shared, SEED_DEMO: 'false' });
    try {
      await waitFor('http://127.0.0.1:3322/api/settings.php');
      await waitFor('http://127.0.0.1:3323/api/settings.php');
      for (const rate of RATES)
        figures.push(await run('PostgreSQL + Redis, two nodes', rate, 3322, [3323], members));
      // Many members at once: streams held by both nodes, sends through the first.
      if (!process.env.BENCH_DELIVERY_RATE)
        figures.push(
          await run(
            'PostgreSQL + Redis, two nodes',
            MANY_STREAMS_RATE,
            3322,
            [3322, 3323],
            members,
            {
              streams: MANY_STREAMS,
              nodes: [first, second],
            },
          ),
        );
    } finally {
      await Promise.all([stop(first), stop(second)]);
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
  }
  return figures;
}

export function printDeliveryFigures(figures: DeliveryFigure[]): void {
  console.log(
    `\nmessage send → recipient's stream (${STREAMS} open streams unless said, ${SECONDS} s per rate, persisted before relay; targets at 1000 msg/s achieved: SQLite p99 ≤ 10 ms, PostgreSQL + Redis p99 ≤ 25 ms; ${MANY_STREAMS} streams across both nodes at ${MANY_STREAMS_RATE} msg/s: p99 ≤ ${MANY_STREAMS_TARGET_P99_MS} ms, ≤ ${TARGET_KIB_PER_STREAM} KiB per idle stream)`,
  );
  console.log(
    'setup                                           asked msg/s  achieved   delivered     p50      p99',
  );
  const verdict = (f: DeliveryFigure) => {
    const whole = f.sent / f.seconds >= 0.99 * f.rate && f.delivered === f.sent;
    if (f.kibPerStream !== undefined)
      return whole && f.p99 <= MANY_STREAMS_TARGET_P99_MS && f.kibPerStream <= TARGET_KIB_PER_STREAM
        ? 'met'
        : 'not met';
    if (f.rate < 1000) return '(path latency)';
    return whole && f.p99 <= (TARGET_P99_MS[f.name] ?? 0) ? 'met' : 'not met';
  };
  for (const f of figures) {
    const name = f.streams === STREAMS ? f.name : `${f.name}, ${f.streams} streams`;
    console.log(
      `${name.padEnd(47)} ${String(f.rate).padStart(8)} ${(f.sent / f.seconds).toFixed(0).padStart(10)}   ${`${f.delivered}/${f.sent}`.padStart(11)} ${`${f.p50.toFixed(1)} ms`.padStart(9)} ${`${f.p99.toFixed(1)} ms`.padStart(9)}   ${verdict(f)}${f.kibPerStream === undefined ? '' : `  (${f.kibPerStream.toFixed(1)} KiB per open stream)`}${f.failed ? `  (${f.failed} sends failed)` : ''}`,
    );
  }
  // Issue 45 §2: two nodes carry more than one — the ratio at the target rate.
  const at = (name: string) =>
    figures.find((f) => f.name === name && f.rate === 1000 && f.streams === STREAMS);
  const one = at('SQLite, one node');
  const two = at('PostgreSQL + Redis, two nodes');
  if (one && two)
    console.log(
      `two nodes on PostgreSQL + Redis achieved ${(two.sent / two.seconds / (one.sent / one.seconds)).toFixed(2)}× one SQLite node at 1000 msg/s asked (target ≥ 1, at p99 ≤ 25 ms: ${verdict(two)})`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdirSync, rmSync } = await import('node:fs');
  const benchDir = path.join(ROOT, '.bench', 'delivery');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const build = spawnSync(process.execPath, ['api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  printDeliveryFigures(await deliveryFigures(benchDir));
  process.exit(0);
}
