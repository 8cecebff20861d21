import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

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
 */
export function redisPresence(
  url: string,
  { ttlMs, onError }: { ttlMs: number; onError: (error: unknown) => void },
): StreamPresence {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on('error', onError);
  const mark = (key: string, field: string) =>
    redis
      .multi()
      .hset(key, field, String(Date.now() + ttlMs))
      .pexpire(key, ttlMs)
      .exec()
      .catch(onError);
  return {
    opened(userId) {
      const key = KEY_PREFIX + userId;
      const field = randomUUID();
      void mark(key, field);
      return {
        refresh: () => void mark(key, field),
        close: () => void redis.hdel(key, field).catch(onError),
      };
    },
    async isConnected(userId) {
      const until = await redis.hvals(KEY_PREFIX + userId);
      const now = Date.now();
      return until.some((value) => Number(value) > now);
    },
    async close() {
      redis.disconnect();
    },
  };
}
