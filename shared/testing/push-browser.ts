// A stand-in for the browser's Service Worker, Push API and Notification permission in jsdom
// (which has none of them): the push state machine and the page's handling of the service
// worker's messages run against it. The real browser path is covered by Playwright.

type Permission = 'default' | 'granted' | 'denied';

export interface FakePushBrowser {
  /** What the member answers when the browser asks for permission. */
  answer: Permission;
  readonly subscription: { endpoint: string; unsubscribed: boolean } | null;
  /** The service worker posts a message to the page. */
  post(data: unknown): void;
  uninstall(): void;
}

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

export function installFakePushBrowser({
  permission = 'default',
  subscribed = false,
}: { permission?: Permission; subscribed?: boolean } = {}): FakePushBrowser {
  let current: Permission = permission;
  let made = 0;
  const listeners = new Set<(event: MessageEvent) => void>();
  const subscriptionFor = (endpoint: string) => {
    const subscription = {
      endpoint,
      unsubscribed: false,
      toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
      unsubscribe: async () => {
        subscription.unsubscribed = true;
        state.subscription = null;
        return true;
      },
    };
    return subscription;
  };
  const state: FakePushBrowser & {
    subscription: ReturnType<typeof subscriptionFor> | null;
  } = {
    answer: 'granted',
    subscription: subscribed
      ? subscriptionFor('https://fcm.googleapis.com/fcm/send/existing')
      : null,
    post(data) {
      for (const listener of listeners) listener(new MessageEvent('message', { data }));
    },
    uninstall() {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      delete (window as { PushManager?: unknown }).PushManager;
      delete (window as { Notification?: unknown }).Notification;
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => state.subscription,
      subscribe: async () => {
        if (current === 'default') current = state.answer;
        if (current !== 'granted') throw new DOMException('Permission denied', 'NotAllowedError');
        state.subscription = subscriptionFor(
          `https://fcm.googleapis.com/fcm/send/new-${(made += 1)}`,
        );
        return state.subscription;
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
    },
  });
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return current;
      },
    },
  });
  return state;
}
