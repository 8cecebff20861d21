// The service worker's own code, imported by the workbox-generated /sw-push.js (which adds
// the precache and the offline page): push notifications and their clicks.
import { onNotificationClick, onPush, parsePush, type WorkerScope } from './push-handlers';

// The few service-worker event types used here (the WebWorker lib cannot join the shell's DOM
// lib in one TypeScript program).
interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}
declare const self: WorkerScope & {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
};

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(self, parsePush(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onNotificationClick(self, event.notification));
});
