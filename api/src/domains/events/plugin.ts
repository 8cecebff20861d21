import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { inProcessBus, redisBus, type BusMessage, type EventBus } from './bus';
import { inProcessPresence, redisPresence, type StreamPresence } from './presence';
import { isSessionLive } from '../auth/service';
import { HEARTBEAT_MS, StreamHub } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
    eventStreams: StreamHub;
    /** Whether a member has an event stream open on any node. */
    streamPresence: StreamPresence;
    /**
     * Called on this node after it committed member events and woke their streams (not for
     * passing signals): the push domain sends web pushes from here.
     */
    onMemberEvents(listener: (userIds: readonly number[]) => void): void;
    /** After a write committed its member events: wake those members' streams on every node. */
    notifyMembers(userIds: readonly number[], transient?: BusMessage['transient']): void;
    /**
     * After sessions of a member ended (logout, password change or reset, account deletion):
     * every node closes that member's streams whose session is gone.
     */
    sessionsEnded(userId: number | null): void;
  }
}

/** The event bus (in-process, or Redis with REDIS_URL) and this node's open event streams. */
export const eventsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const bus = config.redisUrl
      ? redisBus(config.redisUrl, (error) => app.log.warn({ err: error }, 'event bus'))
      : inProcessBus();
    const presence = config.redisUrl
      ? redisPresence(config.redisUrl, {
          // A node that dies leaves its streams counted for a few heartbeats at most.
          ttlMs: 3 * HEARTBEAT_MS,
          onError: (error) => app.log.warn({ err: error }, 'stream presence'),
        })
      : inProcessPresence();
    const hub = new StreamHub(
      app.db,
      bus,
      presence,
      (sessionId) => isSessionLive(app.db, sessionId),
      {
        // The operations plugin, registered later, counts what reaches members.
        delivered: (type) => {
          if (type === 'message') app.metrics.messagesDelivered.inc();
        },
      },
    );
    const listeners: Array<(userIds: readonly number[]) => void> = [];
    app.decorate('eventBus', bus);
    app.decorate('eventStreams', hub);
    app.decorate('streamPresence', presence);
    app.decorate('onMemberEvents', (listener: (userIds: readonly number[]) => void) => {
      listeners.push(listener);
    });
    app.decorate(
      'notifyMembers',
      (userIds: readonly number[], transient?: BusMessage['transient']) => {
        if (userIds.length === 0) return;
        // A lost wake-up costs latency, not data: the events are in the database.
        bus
          .publish({ userIds: [...userIds], ...(transient ? { transient } : {}) })
          .catch((error) => app.log.warn({ err: error }, 'event bus publish failed'));
        if (!transient) for (const listener of listeners) listener(userIds);
      },
    );
    app.decorate('sessionsEnded', (userId: number | null) => {
      if (userId === null) return;
      // Lost on the way, it is caught by the stream's next heartbeat.
      bus
        .publish({ userIds: [userId], sessionsEnded: true })
        .catch((error) => app.log.warn({ err: error }, 'event bus publish failed'));
    });
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => {
      await bus.close();
      await presence.close();
    });
  },
  { name: 'events', dependencies: ['db'] },
);
