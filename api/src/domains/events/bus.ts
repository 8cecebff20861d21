import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What crosses the bus: which members have new stored events (each node's streams then read
 * them from the database, so nothing depends on the bus delivering), or a passing signal that
 * is not stored (typing).
 */
export interface BusMessage {
  userIds: number[];
  /** Sent as is and forgotten: a reconnecting client does not need it. */
  transient?: { type: string; payload: unknown };
  /** Sessions of these members ended (logout, password change or reset, deletion). */
  sessionsEnded?: true;
}

/**
 * The event bus port (ARCHITECTURE "Real time"): in-process by default; Redis pub/sub with
 * REDIS_URL, so a member connected to node A hears of a message sent through node B.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

export function inProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('message', message);
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'amora-member-events';

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed connection can do nothing
 * else). Every node gets every message, its own included, and hands it to its local listeners.
 * A Redis outage loses only wake-ups: clients still get everything on their next reconnect or
 * periodic refresh, as the events themselves are in the database.
 */
export function redisBus(url: string, onError: (error: unknown) => void): EventBus {
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const local = inProcessBus();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const ready = subscriber.subscribe(CHANNEL);
  subscriber.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    try {
      void local.publish(JSON.parse(text) as BusMessage);
    } catch (error) {
      onError(error);
    }
  });
  return {
    async publish(message) {
      await ready;
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
