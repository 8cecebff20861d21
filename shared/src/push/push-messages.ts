import type { PushPayload } from '../contracts/push';

/**
 * What the service worker posts to open pages (spec §4 push states): a push arrived (the page
 * updates the last message and reloads chats and likes), or its notification was clicked (the
 * page goes to `check_url` when logged in, otherwise to `open_url`).
 */
export const NEW_PUSH_MESSAGE = 'NEW_PUSH_MESSAGE';
export const NEW_PUSH_CLICK = 'NEW_PUSH_CLICK';

export type ServiceWorkerMessage =
  | { type: typeof NEW_PUSH_MESSAGE; payload: PushPayload }
  | { type: typeof NEW_PUSH_CLICK; check_url: string; open_url: string };

export function isServiceWorkerMessage(data: unknown): data is ServiceWorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === NEW_PUSH_MESSAGE || type === NEW_PUSH_CLICK;
}
