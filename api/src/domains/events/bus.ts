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
  /**
   * Wake-ups may have been lost (Redis was away): every stream on the node reads what is stored
   * for its member, whoever that is; `userIds` is then empty.
   */
  catchUp?: true;
}

/**
 * The event bus port (ARCHITECTURE "Real time"): in-process by default; Redis pub/sub with
 * REDIS_URL, so a member connected to node A hears of a message sent through node B.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Whether wake-ups reach the other nodes now (always, with no other node to reach). */
  connected(): boolean;
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
    connected: () => true,
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
 * their wake-ups in process and both connections retry on their own. When Redis is back nothing
 * waits for a later message: a node whose subscription is renewed wakes all its streams (it may
 * have missed wake-ups), and a node that could not publish some asks every node to do the same —
 * both are needed, as the two nodes' connections come back in either order. The events
 * themselves are in the database, so a wake-up is all a stream needs.
 */
export function redisBus(url: string, onError: (error: unknown) => void): EventBus {
  // Publishing while Redis is away fails at once instead of queueing behind it.
  const publisher = nodeRedis(url);
  // The subscription is renewed here after each reconnect, not by ioredis, which says `ready`
  // before its renewed subscription is in place: `subscribed` is only true once it is.
  const subscriber = nodeRedis(url, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    autoResubscribe: false,
  });
  const local = inProcessBus();
  // One line when Redis goes away, not one per message.
  const { report, watch } = outageReporter(onError);
  watch(publisher);
  watch(subscriber);
  let subscribed = false;
  let everSubscribed = false;
  // Wake-ups this node could not hand to the other nodes since Redis went away.
  let missedPublish = false;
  const catchUp: BusMessage = { userIds: [], catchUp: true };

  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(() => {
      subscribed = true;
      if (everSubscribed) void local.publish(catchUp);
      everSubscribed = true;
    }, report);
  });
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    try {
      void local.publish(JSON.parse(text) as BusMessage);
    } catch (error) {
      onError(error);
    }
  });
  publisher.on('ready', () => {
    if (!missedPublish) return;
    missedPublish = false;
    publisher.publish(CHANNEL, JSON.stringify(catchUp)).catch(() => {
      missedPublish = true;
    });
  });

  const connected = () => publisher.status === 'ready' && subscribed;
  return {
    async publish(message) {
      // Without its subscription this node would not hear its own message back through Redis.
      if (!subscribed) await local.publish(message);
      if (publisher.status !== 'ready') {
        // The other nodes catch up once Redis is back, as above.
        missedPublish = true;
        return;
      }
      try {
        await publisher.publish(CHANNEL, JSON.stringify(message));
      } catch (error) {
        missedPublish = true;
        if (subscribed) await local.publish(message);
        throw error;
      }
    },
    subscribe: local.subscribe,
    connected,
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
