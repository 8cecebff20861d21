import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client for a node that goes on without Redis (issue 23 §5): a command while Redis is
 * away fails at once instead of queueing behind it, and the client reconnects on its own, more
 * slowly the longer Redis stays away. Options given override these.
 */
export function nodeRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
    ...options,
  });
}

/**
 * Says once that Redis went away, not once per command or reconnect attempt, and again only
 * after it came back: `watch` each client of one use, and `report` the errors of its commands.
 */
export function outageReporter(onAway: (error: unknown) => void) {
  let reported = false;
  const report = (error: unknown) => {
    if (reported) return;
    reported = true;
    onAway(error);
  };
  return {
    report,
    watch(client: Redis) {
      client.on('error', report);
      client.on('ready', () => {
        reported = false;
      });
    },
  };
}
