import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { inProcessBus, redisBus, type BusMessage, type EventBus } from './bus';
import { StreamHub } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
    eventStreams: StreamHub;
    /** After a write committed its member events: wake those members' streams on every node. */
    notifyMembers(userIds: readonly number[], transient?: BusMessage['transient']): void;
  }
}

/** The event bus (in-process, or Redis with REDIS_URL) and this node's open event streams. */
export const eventsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const bus = config.redisUrl
      ? redisBus(config.redisUrl, (error) => app.log.warn({ err: error }, 'event bus'))
      : inProcessBus();
    const hub = new StreamHub(app.db, bus);
    app.decorate('eventBus', bus);
    app.decorate('eventStreams', hub);
    app.decorate(
      'notifyMembers',
      (userIds: readonly number[], transient?: BusMessage['transient']) => {
        if (userIds.length === 0) return;
        // A lost wake-up costs latency, not data: the events are in the database.
        bus
          .publish({ userIds: [...userIds], ...(transient ? { transient } : {}) })
          .catch((error) => app.log.warn({ err: error }, 'event bus publish failed'));
      },
    );
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['db'] },
);
