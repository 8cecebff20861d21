// The installed app's service worker (spec §2, §4, §7): it installs from /sw-push.js?v=2,
// precaches the shell, shows the translated offline page when there is no network, never keeps
// member data, and turns a push into a notification and news for the open page.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by the site's service worker; answers its script URL. */
async function controlledPage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return registration.active!.scriptURL;
  });
}

test('installs, precaches the shell and serves the offline page without a network', async ({
  page,
  context,
}) => {
  // The app installs it (and a visitor's landing, once idle: the next test).
  await page.goto('/login');
  expect(
    new URL(await controlledPage(page)).pathname + new URL(await controlledPage(page)).search,
  ).toBe('/sw-push.js?v=2');
  const manifest = await page.evaluate(() =>
    fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href).then((r) =>
      r.json(),
    ),
  );
  expect(manifest.display).toBe('standalone');

  await logIn(page);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Messages' }).first()).toBeVisible();
  // What the worker keeps: the shell's files and the offline page, never an API answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/offline.js']));
  expect(cached.some((url) => /^\/assets\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/uploads/'))).toEqual(
    [],
  );

  await context.setOffline(true);
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.addCookies([{ name: 'locale', value: 'fr', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toHaveCount(0);
});

test('a landing installs it once idle, and the sign-up page its tap opens starts from its precache', async ({
  page,
}) => {
  await page.goto('/');
  expect(new URL(await controlledPage(page)).pathname).toBe('/sw-push.js');
  await page.getByRole('link', { name: 'Sign up for free' }).first().click();
  await expect(page.getByRole('heading', { name: 'Join Amora' })).toBeVisible();
  // The shell's own start-up script was answered by the worker (from its precache), not the
  // network; the page itself came from the network (navigations always do).
  const served = await page.evaluate(() => {
    const main = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/main\.[0-9a-f]{8}\.js$/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      viaWorker: (main?.workerStart ?? 0) > 0,
      pageFromNetwork: navigation.transferSize > 0,
    };
  });
  expect(served).toEqual({ viaWorker: true, pageFromNetwork: true });
});

test('a push shows a notification and the open page reloads chats and likes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await logIn(page);
  await controlledPage(page);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) => !r.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;

  // What the worker did, to tell apart a push that never reached it, one that failed to show,
  // and one shown. The notifications are watched in the worker, as it asks the browser to show
  // them: once in CI the page had the worker's message (sent only after showNotification
  // resolved) while getNotifications() listed nothing for 10 s — Chromium lists a registration's
  // notifications by asking its notification platform which are still displayed, and headless
  // Chromium's platform does not always keep them.
  const workerErrors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
    workerErrors.push(errorMessage.errorMessage),
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      notificationsShown: string[][];
    };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.notificationsShown = [];
    scope.registration.showNotification = async (title, options) => {
      await show(title, options);
      scope.notificationsShown.push([title, options?.body ?? '', options?.tag ?? '']);
    };
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pushesSeen: string[] }).pushesSeen = seen;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type: string }>) =>
      seen.push(event.data.type),
    );
  });
  const reloads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/chats.php' || path === '/api/likes.php') reloads.push(path);
  });
  const payload = {
    kind: 'like',
    title: 'Lena likes you',
    body: 'Like them back and start a conversation.',
    icon: null,
    tag: 'like-1',
    check_url: '/likes',
    open_url: '/login?next=%2Flikes',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  const state = async () => ({
    notifications: await worker.evaluate(
      () => (self as unknown as { notificationsShown: string[][] }).notificationsShown,
    ),
    ...(await page.evaluate(() => ({
      pushes: (window as unknown as { pushesSeen: string[] }).pushesSeen,
      permission: Notification.permission,
    }))),
  });
  await expect
    .poll(async () => ({ ...(await state()), workerErrors, registrationId }))
    .toEqual({
      notifications: [['Lena likes you', 'Like them back and start a conversation.', 'like-1']],
      pushes: ['NEW_PUSH_MESSAGE'],
      permission: 'granted',
      workerErrors: [],
      registrationId,
    });
  await expect
    .poll(() => [...new Set(reloads)].sort())
    .toEqual(['/api/chats.php', '/api/likes.php']);
});
