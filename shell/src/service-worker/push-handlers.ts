// What the service worker does with a push and with a click on its notification (spec §4):
// written against the few service-worker APIs it uses, so Jest can run it with stand-ins.
import {
  NEW_PUSH_CLICK,
  NEW_PUSH_MESSAGE,
  type ServiceWorkerMessage,
} from '@app/shared/push-messages';
import type { PushPayload } from '@app/shared/contracts';

export interface WindowClientLike {
  url: string;
  focused?: boolean;
  postMessage(message: ServiceWorkerMessage): void;
  focus(): Promise<unknown>;
}

export interface WorkerScope {
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  /** Same-origin fetch, with the member's cookie. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** The Badging API, where the browser has it (installed apps). */
  navigator: {
    setAppBadge?(count: number): Promise<void>;
    clearAppBadge?(): Promise<void>;
  };
}

/** What a notification carries for its click. */
interface NotificationData {
  check_url: string;
  open_url: string;
}

/** Shown when a push arrives without a payload the page can read (never sent by this server). */
const FALLBACK_URL = '/chats';

export function parsePush(data: { json(): unknown } | null): PushPayload | null {
  try {
    const payload = data?.json() as PushPayload | undefined;
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/**
 * A push: the notification (title and text in the member's language, the other member's photo;
 * one per conversation or member, a newer one replacing it), and `NEW_PUSH_MESSAGE` to every
 * open page so it shows the news at once.
 */
export async function onPush(scope: WorkerScope, payload: PushPayload | null): Promise<void> {
  if (!payload) return;
  const data: NotificationData = { check_url: payload.check_url, open_url: payload.open_url };
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    data,
    ...(payload.icon ? { icon: payload.icon } : {}),
    badge: '/icons/badge-72.png',
  });
  await setBadge(scope, payload.badge_count);
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: NEW_PUSH_MESSAGE, payload });
}

/**
 * Spec §2: the installed app's icon shows unread messages plus new likes, also while no page is
 * open to set it; failures are ignored, as on the page.
 */
async function setBadge(scope: WorkerScope, count: number | undefined): Promise<void> {
  if (typeof count !== 'number') return;
  try {
    if (count > 0) await scope.navigator.setAppBadge?.(count);
    else await scope.navigator.clearAppBadge?.();
  } catch {
    // Not supported or not allowed here: the page sets it when opened.
  }
}

/**
 * A click on the notification: an open page is focused and told `NEW_PUSH_CLICK` (it knows
 * whether the member is logged in and goes to the check URL or the open URL). With no page
 * open, one is opened at the check URL when the member's session is live, otherwise at the
 * open URL (the login, coming back).
 */
export async function onNotificationClick(
  scope: WorkerScope,
  notification: { data: unknown; close(): void },
): Promise<void> {
  notification.close();
  const data = (notification.data ?? {}) as Partial<NotificationData>;
  const checkUrl = data.check_url ?? FALLBACK_URL;
  const openUrl = data.open_url ?? checkUrl;
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((candidate) => candidate.focused) ?? pages[0];
  if (page) {
    await page.focus();
    page.postMessage({ type: NEW_PUSH_CLICK, check_url: checkUrl, open_url: openUrl });
    return;
  }
  await scope.clients.openWindow((await isLoggedIn(scope)) ? checkUrl : openUrl);
}

async function isLoggedIn(scope: WorkerScope): Promise<boolean> {
  try {
    const response = await scope.fetch('/api/user.php', { credentials: 'same-origin' });
    if (!response.ok) return false;
    const body = (await response.json()) as { user: unknown };
    return body.user !== null && body.user !== undefined;
  } catch {
    return false;
  }
}
