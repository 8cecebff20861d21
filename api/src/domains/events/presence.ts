import { randomUUID } from 'node:crypto';
import { nodeRedis, outageReporter } from '../../storage/redis';

/**
 * Who has an event stream open, on any node: a member who does will see a new message or like
 * live, one who does not gets a web push instead (ARCHITECTURE "Real time").
 */
export interface StreamPresence {
  /** A stream opened; the answer is called on each heartbeat and once when it closes. */
  opened(userId: number): { refresh(): void; close(): void };
  isConnected(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** One process: the streams are all here. */
export function inProcessPresence(): StreamPresence {
  const open = new Map<number, number>();
  return {
    opened(userId) {
      open.set(userId, (open.get(userId) ?? 0) + 1);
      let closed = false;
      return {
        refresh() {},
        close() {
          if (closed) return;
          closed = true;
          const left = (open.get(userId) ?? 1) - 1;
          if (left > 0) open.set(userId, left);
          else open.delete(userId);
        },
      };
    },
    async isConnected(userId) {
      return open.has(userId);
    },
    async close() {
      open.clear();
    },
  };
}

const KEY_PREFIX = 'amora-stream-presence:';

/**
 * Several nodes: each member has a Redis hash of their open streams, each field valued with the
 * time it stops counting unless refreshed. A node that dies without closing its streams leaves
 * fields that simply run out (`ttlMs`, a few heartbeats), and the hash itself expires with them.
 * With Redis away, this node answers from its own streams (a push may then reach a member who
 * has a page open on another node: a duplicate, never a loss).
 */
export function redisPresence(
  url: string,
  { ttlMs, onError }: { ttlMs: number; onError: (error: unknown) => void },
): StreamPresence {
  const redis = nodeRedis(url, { connectTimeout: 2000 });
  const here = inProcessPresence();
  const { report, watch } = outageReporter(onError);
  watch(redis);
  const mark = (key: string, field: string) =>
    redis
      .multi()
      .hset(key, field, String(Date.now() + ttlMs))
      .pexpire(key, ttlMs)
      .exec()
      .catch(report);
  return {
    opened(userId) {
      const key = KEY_PREFIX + userId;
      const field = randomUUID();
      const local = here.opened(userId);
      void mark(key, field);
      return {
        refresh: () => void mark(key, field),
        close: () => {
          local.close();
          void redis.hdel(key, field).catch(report);
        },
      };
    },
    async isConnected(userId) {
      try {
        const until = await redis.hvals(KEY_PREFIX + userId);
        const now = Date.now();
        return until.some((value) => Number(value) > now);
      } catch (error) {
        report(error);
        return here.isConnected(userId);
      }
    },
    async close() {
      await here.close();
      redis.disconnect();
    },
  };
}
