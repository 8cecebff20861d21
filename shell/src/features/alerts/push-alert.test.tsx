import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  aUser,
  installFakePushBrowser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  type FakePushBrowser,
} from '@app/shared/testing';
import { activityApi, checkPush } from '@app/shared';
import { selectPushStatus } from '@app/shared/bindings';
import { PUSH_DISMISSAL, PushAlert } from './push-alert';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));
let browser: FakePushBrowser | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => browser?.uninstall());

const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A conversation with a message in it: something push would have told the member. */
const aConversation = {
  conversation: { id: 7 },
  profile: { id: 42, name: 'Lena', main_image: null, deleted: false, verified: false },
  num_unread_messages: 1,
  request_status: null,
  last_message: {
    id: 70,
    text: 'Hi!',
    sent_at: '2026-11-29T10:00:00.000Z',
    from_me: false,
    attachment_type: null,
    lang: 'en',
  },
};
const noLikes = { profiles: [], liked_by: [], matches: [] };

async function renderAt(
  path: string,
  {
    user = aUser() as ReturnType<typeof aUser> | null,
    chats = [aConversation] as object[],
    likes = noLikes as object,
    nextPage = true,
  } = {},
) {
  server.use(
    http.get('*/api/chats.php', () => HttpResponse.json({ chats })),
    http.get('*/api/likes.php', () => HttpResponse.json(likes)),
  );
  // The member arrives on another page, then goes on to `path`.
  const previous = path === '/members' ? '/likes' : '/members';
  const view = renderWithRouter([{ path: '*', element: <PushAlert /> }], {
    initialPath: nextPage ? previous : path,
    preloadedState: {
      auth: { user },
      site: { settings: someSettings({ push_public_key: KEY }) },
    },
  });
  await act(() => view.store.dispatch(checkPush()));
  // What the member has been through so far (the navigation's badges read the same lists).
  if (user) {
    const read = (state: ReturnType<typeof view.store.getState>) => [
      activityApi.endpoints.getChats.select(undefined)(state).isSuccess,
      activityApi.endpoints.getLikes.select(undefined)(state).isSuccess,
    ];
    await waitFor(() => expect(read(view.store.getState())).toEqual([true, true]));
    // RTK batches a query's answer to its subscribers until the next animation frame.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  // The offer comes with a page shown once all that is known (never onto the page already
  // shown, which it would push down): the member goes on to the next page.
  if (nextPage) await act(() => view.router.navigate(path));
  return view;
}

describe('push alert', () => {
  it('turns push on: the browser subscribes, the account stores it, the alert goes', async () => {
    browser = installFakePushBrowser();
    const stored: unknown[] = [];
    server.use(
      http.post('/api/user.php', async ({ request }) => {
        expect(new URL(request.url).searchParams.get('push')).toBe('1');
        stored.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { store } = await renderAt('/members');
    const alert = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(selectPushStatus(store.getState())).toBe('subscribed');
    expect(stored).toEqual([
      { subscription: expect.objectContaining({ endpoint: browser.subscription!.endpoint }) },
    ]);
  });

  it('says so when the account cannot store it, and undoes the browser subscription', async () => {
    browser = installFakePushBrowser();
    server.use(
      http.post('/api/user.php', () =>
        HttpResponse.json(
          { error: { code: 'push_service_not_allowed', message: 'no' } },
          { status: 422 },
        ),
      ),
    );
    const { store } = await renderAt('/members');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(
      await screen.findByText('Notifications could not be turned on. Try again.'),
    ).toBeInTheDocument();
    expect(browser.subscription).toBeNull();
    expect(selectPushStatus(store.getState())).toBe('unsubscribed');
  });

  it('goes for good when the member says no in the browser', async () => {
    browser = installFakePushBrowser();
    browser.answer = 'denied';
    const { store } = await renderAt('/members');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(selectPushStatus(store.getState())).toBe('denied'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  const alertShown = () => screen.queryByRole('region', { name: 'Notifications' }) !== null;

  /** Renders the alert in one situation, tells whether it showed, and cleans up. */
  async function shownAt(path: string, options?: Parameters<typeof renderAt>[1]) {
    const view = await renderAt(path, options);
    const shown = alertShown();
    view.unmount();
    return shown;
  }

  it('is dismissed with its time, and stays away afterwards', async () => {
    browser = installFakePushBrowser();
    expect(await shownAt('/members')).toBe(true);
    await renderAt('/members');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(alertShown()).toBe(false);
    expect(Date.parse(localStorage.getItem(PUSH_DISMISSAL)!)).not.toBeNaN();
    expect(await shownAt('/members')).toBe(false);
  });

  it.each(['/signup', '/notifications', '/activate/done', '/directdebit', '/premium'])(
    'stays off %s',
    async (path) => {
      browser = installFakePushBrowser();
      expect(await shownAt(path)).toBe(false);
      expect(await shownAt('/members')).toBe(true);
    },
  );

  it('waits for a moment that earns it: a match, a message received or a first message sent (issue 49 §7)', async () => {
    browser = installFakePushBrowser();
    expect(await shownAt('/members', { chats: [] })).toBe(false);
    const written = { ...aConversation.last_message, from_me: true };
    expect(
      await shownAt('/members', { chats: [{ ...aConversation, last_message: written }] }),
    ).toBe(true);
    const matched = {
      ...noLikes,
      matches: [{ id: 9, name: 'Mia', age: 30, city: null, main_image: null }],
    };
    expect(await shownAt('/members', { chats: [], likes: matched })).toBe(true);
    // In the page, under the navigation: never fixed over what the member reads.
    await renderAt('/members');
    const alert = screen.getByRole('region', { name: 'Notifications' });
    expect(alert.closest('.position-fixed')).toBeNull();
  });

  it('never appears on the page already shown: it comes with the next one (no layout shift)', async () => {
    browser = installFakePushBrowser();
    const view = await renderAt('/members', { nextPage: false });
    expect(alertShown()).toBe(false);
    // The search writing its filters into the address is still the same page…
    await act(() => view.router.navigate('/members?distance=250', { replace: true }));
    expect(alertShown()).toBe(false);
    // …the next page brings the offer.
    await act(() => view.router.navigate('/likes'));
    expect(alertShown()).toBe(true);
  });

  it('shows only to a member whose browser can push and has not been asked', async () => {
    browser = installFakePushBrowser();
    expect(await shownAt('/members', { user: null })).toBe(false);
    browser.uninstall();
    browser = installFakePushBrowser({ permission: 'granted', subscribed: true });
    expect(await shownAt('/members')).toBe(false);
    browser.uninstall();
    browser = installFakePushBrowser({ permission: 'denied' });
    expect(await shownAt('/members')).toBe(false);
    browser.uninstall();
    browser = null;
    expect(await shownAt('/members')).toBe(false);
  });
});
