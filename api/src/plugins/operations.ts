import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { bearerMatches } from '../http/bearer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nodeRedis } from '../storage/redis';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';
import { pendingMigrations } from '../db/migrate';
import { orderCountsByStatus } from '../domains/payments/service';
import { isLoopback } from '../http/loopback';
import { withTimeout } from '../http/timeout';

/** How long a readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;
/** ioredis's states before a connection is ready (lazy, opening, checking the server). */
const CONNECTING = new Set(['wait', 'connecting', 'connect']);
/** How long a probe waits for the event bus once Redis answers (its subscription's round trip). */
const BUS_GRACE_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the product counts for the operator's /metrics. */
    metrics: {
      messagesSent: Counter;
      messagesDelivered: Counter;
      remoteLoads: Counter<'remote' | 'version' | 'outcome'>;
    };
  }
}

type Check = { name: string; run: () => Promise<void>; critical: boolean };

/**
 * What an operator watches (issue 23 §4): `GET /healthz` (the process answers), `GET /readyz`
 * (database reachable and migrated, Redis if configured, photo storage writable: 503 naming what
 * failed, or 200 `degraded` with the reason when only Redis is away, since a node serves without
 * it), and Prometheus metrics on `GET /metrics` behind METRICS_TOKEN (or, in the demo, for this
 * machine). prom-client, one registry per app so several apps in one process never mix.
 */
export const operationsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const registry = new Registry();
    const metricsOn = config.metricsToken !== undefined || config.mode === 'demo';

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const refused = new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by route pattern',
      labelNames: ['route'],
      registers: [registry],
    });
    app.decorate('metrics', {
      messagesSent: new Counter({
        name: 'messages_sent_total',
        help: 'Chat messages stored and charged',
        registers: [registry],
      }),
      messagesDelivered: new Counter({
        name: 'messages_delivered_total',
        help: 'Chat messages written to an open event stream on this node',
        registers: [registry],
      }),
      remoteLoads: new Counter({
        name: 'remote_loads_total',
        help: 'Loads of a remote in browsers, as counted for its health, by version and outcome',
        labelNames: ['remote', 'version', 'outcome'],
        registers: [registry],
      }),
    });
    new Gauge({
      name: 'event_streams_open',
      help: 'Event streams open on this node',
      registers: [registry],
      collect() {
        this.set(app.eventStreams.size);
      },
    });
    new Gauge({
      name: 'payment_orders',
      help: 'Payment orders by state (the whole database)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const { status, count } of await orderCountsByStatus(app.db))
          this.set({ state: status }, count);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by kind (total, idle, waiting requests)',
      labelNames: ['kind'],
      registers: [registry],
      collect() {
        const pool = app.dbPool;
        if (!pool) return;
        this.set({ kind: 'total' }, pool.totalCount);
        this.set({ kind: 'idle' }, pool.idleCount);
        this.set({ kind: 'waiting' }, pool.waitingCount);
      },
    });
    // Event-loop lag, memory, handles: only where someone can read them (the lag monitor runs).
    if (metricsOn) collectDefaultMetrics({ register: registry });
    // prom-client's garbage-collection observer is never disconnected and keeps the registry it
    // reports to: emptied at close, the registry no longer holds this app (its gauges' collect
    // functions do) — else every app a process builds and closes stays in memory (~17 MB each:
    // the single-process API suite ran out of its 4 GB heap).
    app.addHook('onClose', async () => registry.clear());

    // Synchronous: this runs for every request, and an async hook costs a promise each time.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        duration.observe(
          { method: request.method, route, status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
        if (reply.statusCode === 429) refused.inc({ route });
      }
      done();
    });

    // A separate client, so readiness never waits behind the event bus's queue.
    const redis = config.redisUrl
      ? nodeRedis(config.redisUrl, {
          lazyConnect: true,
          connectTimeout: CHECK_TIMEOUT_MS,
          retryStrategy: (times) => Math.min(times * 500, 5_000),
        })
      : null;
    redis?.on('error', () => {
      // Reported by /readyz; the node goes on without Redis.
    });
    if (redis) {
      redis.connect().catch(() => {});
      app.addHook('onClose', async () => redis.disconnect());
    }
    const checks: Check[] = [
      {
        name: 'database',
        critical: true,
        run: async () => {
          const pending = await pendingMigrations(app.db, app.dbDialect);
          if (pending.length > 0) throw new Error(`migrations not run: ${pending.join(', ')}`);
        },
      },
      { name: 'storage', critical: true, run: () => app.photoStore.check() },
      ...(redis
        ? [
            {
              name: 'redis',
              // Limits fall back to this node's memory and its own streams keep working.
              critical: false,
              run: async () => {
                // A connection may still be opening (the first one, when the node has just started): a
                // probe then waits for it (within the check's time) instead of saying degraded.
                if (CONNECTING.has(redis.status))
                  await once(redis, 'ready', {
                    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS - 100),
                  }).catch(() => {});
                if (redis.status !== 'ready') throw new Error(`not connected (${redis.status})`);
                await redis.ping();
                // Reachable is not enough: until the event bus is back (its own connections, its
                // subscription renewed), messages reach only this node's streams.
                // Its subscription follows the connection by a round trip: a probe waits that long.
                for (let waited = 0; !app.eventBus.connected(); waited += 25) {
                  if (waited >= BUS_GRACE_MS) throw new Error('event bus reconnecting');
                  await sleep(25);
                }
              },
            },
          ]
        : []),
    ];

    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', async (_request, reply) => {
      const results = await Promise.all(
        checks.map(async (check) => {
          try {
            await withTimeout(check.run(), CHECK_TIMEOUT_MS);
            return { ...check, error: null };
          } catch (error) {
            return { ...check, error: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
      const failed = results.filter((result) => result.error !== null);
      const fatal = failed.filter((result) => result.critical);
      const failing = Object.fromEntries(failed.map((result) => [result.name, result.error]));
      reply.header('cache-control', 'no-store');
      if (fatal.length > 0) return reply.code(503).send({ status: 'unavailable', failing });
      return failed.length > 0 ? { status: 'degraded', failing } : { status: 'ready' };
    });

    app.get('/metrics', async (request, reply) => {
      if (!metricsOn || !mayReadMetrics(request, config.metricsToken))
        return reply.code(404).send({ error: { code: 'not_found', message: 'Not found.' } });
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'operations', dependencies: ['db', 'events', 'photo-store'] },
);

/** The operator's bearer token; in the demo without one, a browser on this machine. */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return isLoopback(request.ip);
  return bearerMatches(request, token);
}
