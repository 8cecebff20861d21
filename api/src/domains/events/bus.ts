import { EventEmitter } from 'node:events';
import { nodeRedis, outageReporter } from '../../storage/redis';

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
 * Redis away (at boot or later) never stops the node (issue 23 §5): this node's own streams get
 * their wake-ups in process, both connections retry on their own, the subscription is renewed
 * when Redis is back, and until then other nodes' streams catch up on their next reconnect or
 * periodic refresh, since the events themselves are in the database.
 */
export function redisBus(url: string, onError: (error: unknown) => void): EventBus {
  // Publishing while Redis is away fails at once instead of queueing behind it.
  const publisher = nodeRedis(url);
  // The subscription waits for Redis however long it takes, and is renewed after each reconnect.
  const subscriber = nodeRedis(url, { enableOfflineQueue: true, maxRetriesPerRequest: null });
  const local = inProcessBus();
  // One line when Redis goes away, not one per message.
  const { report, watch } = outageReporter(onError);
  watch(publisher);
  watch(subscriber);
  subscriber.subscribe(CHANNEL).catch(report);
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
      if (publisher.status !== 'ready' || subscriber.status !== 'ready') {
        // This node's own streams still hear of it; the others catch up as said above.
        await local.publish(message);
        return;
      }
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
