import type { PushPayload } from '@app/shared/contracts';
import type { ServiceWorkerMessage } from '@app/shared/utils';
import { NEW_PUSH_CLICK, NEW_PUSH_MESSAGE } from '@app/shared/values';
import {
  onNotificationClick,
  onPush,
  parsePush,
  type WindowClientLike,
  type WorkerScope,
} from './push-handlers';

const payload: PushPayload = {
  kind: 'message',
  title: 'New message from Lena',
  body: 'Hi there',
  icon: '/uploads/lena-thumb.webp',
  tag: 'conversation-7',
  check_url: '/chats/7',
  open_url: '/login?next=%2Fchats%2F7',
  badge_count: 4,
};

/** A service-worker scope with recorded effects: notifications, pages, opened windows. */
function scope({ pages = 0, loggedIn = true } = {}) {
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const badges: Array<number | 'cleared'> = [];
  const windows = Array.from({ length: pages }, (_, index) => {
    const page: WindowClientLike & { received: ServiceWorkerMessage[]; focused: boolean } = {
      url: `https://amora.test/page-${index}`,
      focused: false,
      received: [],
      postMessage: (message) => page.received.push(message),
      focus: async () => {
        page.focused = true;
      },
    };
    return page;
  });
  const worker: WorkerScope = {
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => opened.push(url),
    },
    fetch: async () =>
      new Response(JSON.stringify({ user: loggedIn ? { id: 1 } : null }), { status: 200 }),
    navigator: {
      setAppBadge: async (count) => {
        badges.push(count);
      },
      clearAppBadge: async () => {
        badges.push('cleared');
      },
    },
  };
  return { worker, shown, opened, windows, badges };
}

describe('service worker push handling', () => {
  it('shows the notification and tells every open page', async () => {
    const { worker, shown, windows } = scope({ pages: 2 });
    await onPush(worker, parsePush({ json: () => payload }));
    expect(shown).toEqual([
      {
        title: 'New message from Lena',
        options: expect.objectContaining({
          body: 'Hi there',
          icon: '/uploads/lena-thumb.webp',
          tag: 'conversation-7',
          data: { check_url: '/chats/7', open_url: '/login?next=%2Fchats%2F7' },
        }),
      },
    ]);
    for (const page of windows)
      expect(page.received).toEqual([{ type: NEW_PUSH_MESSAGE, payload }]);
  });

  it('sets the app badge to the count the push carries, and clears it at zero', async () => {
    const { worker, badges } = scope();
    await onPush(worker, payload);
    await onPush(worker, { ...payload, badge_count: 0 });
    expect(badges).toEqual([4, 'cleared']);
  });

  it('still shows the notification where the browser refuses the badge', async () => {
    const { worker, shown } = scope();
    worker.navigator = {
      setAppBadge: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    };
    await onPush(worker, payload);
    expect(shown).toHaveLength(1);
  });

  it('ignores a push it cannot read', async () => {
    const { worker, shown } = scope({ pages: 1 });
    await onPush(
      worker,
      parsePush({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }),
    );
    await onPush(worker, parsePush(null));
    expect(shown).toEqual([]);
  });

  it('on a click, focuses an open page and tells it where to go', async () => {
    const { worker, windows, opened } = scope({ pages: 2 });
    let closed = false;
    await onNotificationClick(worker, {
      data: { check_url: '/chats/7', open_url: '/login?next=%2Fchats%2F7' },
      close: () => (closed = true),
    });
    expect(closed).toBe(true);
    expect(windows[0]!.focused).toBe(true);
    expect(windows[0]!.received).toEqual([
      { type: NEW_PUSH_CLICK, check_url: '/chats/7', open_url: '/login?next=%2Fchats%2F7' },
    ]);
    expect(opened).toEqual([]);
  });

  it('with no page open, opens the check URL for a live session, else the open URL', async () => {
    const data = { check_url: '/likes', open_url: '/login?next=%2Flikes' };
    const member = scope({ loggedIn: true });
    await onNotificationClick(member.worker, { data, close: () => {} });
    expect(member.opened).toEqual(['/likes']);
    const visitor = scope({ loggedIn: false });
    await onNotificationClick(visitor.worker, { data, close: () => {} });
    expect(visitor.opened).toEqual(['/login?next=%2Flikes']);
  });
});
