import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { siteSettings } from '../site/service';
import { pushNewEvents } from './service';
import type { VapidKeys } from './sender';
import { loadOrCreateVapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The key browsers subscribe with (settings' push_public_key). */
      publicKey: string;
      /** Resolves when every push this node started has been sent (tests, shutdown). */
      settled(): Promise<void>;
    };
  }
}

/**
 * Web push (ARCHITECTURE "Real time"): members who are not connected to the event stream get a
 * push for a new message, like or match. Runs on the node that committed the events, after the
 * commit; one member's pushes go out in order.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const vapid: VapidKeys = await loadOrCreateVapidKeys(app.db);
    const queues = new Map<number, Promise<void>>();
    const deps = {
      db: app.db,
      vapid,
      subject: config.push.subject,
      isConnected: (userId: number) => app.streamPresence.isConnected(userId),
      photoUrl: async (filename: string) => {
        const settings = await siteSettings(app.db, {
          domain: config.defaultSiteDomain,
          defaultDomain: config.defaultSiteDomain,
          country: null,
        });
        return settings.cdn_prefix + filename;
      },
      warn: (message: string, error?: unknown) => app.log.warn({ err: error }, message),
    };
    const wake = (userId: number) => {
      const next = (queues.get(userId) ?? Promise.resolve())
        .then(() => pushNewEvents(deps, userId))
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, 'push dispatch failed'),
        );
      queues.set(userId, next);
      void next.then(() => {
        if (queues.get(userId) === next) queues.delete(userId);
      });
    };
    app.onMemberEvents((userIds) => userIds.forEach(wake));
    const settled = async () => {
      while (queues.size > 0) await Promise.all(queues.values());
    };
    app.decorate('push', { publicKey: vapid.publicKey, settled });
    app.addHook('preClose', settled);
  },
  { name: 'push', dependencies: ['db', 'events'] },
);
