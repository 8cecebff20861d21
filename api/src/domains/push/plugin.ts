import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { siteSettings } from '../site/service';
import { pushNewEvents } from './service';
import type { VapidKeys } from './sender';
import { loadOrCreateVapidKeys } from './vapid';

/** How long a member found without a push subscription is not asked again on this node. */
const NO_PUSH_REMEMBER_MS = 30_000;
/** Members remembered at most (the map is emptied, not grown, beyond it). */
const NO_PUSH_REMEMBERED = 100_000;

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The key browsers subscribe with (settings' push_public_key). */
      publicKey: string;
      /** Resolves when every push this node started has been sent (tests, shutdown). */
      settled(): Promise<void>;
      /** The member subscribed a browser: this node checks them again at their next event. */
      subscribed(userId: number): void;
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
    // Most members never subscribe: remembered for a while, their events cost no query here. A
    // subscription made on another node is seen when this expires; its cursor starts at the
    // subscription, so events in between are pushed then, not lost.
    const withoutPush = new Map<number, number>();
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
      if ((withoutPush.get(userId) ?? 0) > Date.now()) return;
      const next = (queues.get(userId) ?? Promise.resolve())
        .then(() => pushNewEvents(deps, userId))
        .then(
          (sent) => {
            if (sent !== null) return;
            if (withoutPush.size >= NO_PUSH_REMEMBERED) withoutPush.clear();
            withoutPush.set(userId, Date.now() + NO_PUSH_REMEMBER_MS);
          },
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
    app.decorate('push', {
      publicKey: vapid.publicKey,
      settled,
      subscribed: (userId: number) => void withoutPush.delete(userId),
    });
    app.addHook('preClose', settled);
  },
  { name: 'push', dependencies: ['db', 'events'] },
);
