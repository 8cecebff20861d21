import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import {
  aUser,
  installFakePushBrowser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  type FakePushBrowser,
} from '@app/shared/testing';
import { NEW_PUSH_CLICK, NEW_PUSH_MESSAGE } from '@app/shared/values';
import { selectPush } from '@app/shared/bindings';
import type { PushPayload } from '@app/shared/contracts';
import { usePushMessages } from './use-push-messages';

const server = setupMsw();
beforeAll(() => setupI18n(['common']));
let browser: FakePushBrowser;
afterEach(() => browser.uninstall());

function Page() {
  usePushMessages();
  return <p data-testid="path">{useLocation().pathname + useLocation().search}</p>;
}

const message = {
  id: 41,
  conversation_id: 7,
  from_me: false,
  text: 'Hi there',
  attachment: null,
  sent_at: '2026-11-22T10:00:00.000Z',
  client_id: null,
  lang: 'en',
};
const payload: PushPayload = {
  kind: 'message',
  title: 'New message from Lena',
  body: 'Hi there',
  icon: null,
  tag: 'conversation-7',
  check_url: '/chats/7',
  open_url: '/login?next=%2Fchats%2F7',
  badge_count: 3,
  message,
};

function renderPage(user: ReturnType<typeof aUser> | null) {
  return renderWithRouter([{ path: '*', element: <Page /> }], {
    initialPath: '/members',
    preloadedState: { auth: { user }, site: { settings: someSettings() } },
  });
}

describe('the page and the service worker', () => {
  it('keeps the pushed message and reloads chats and likes', async () => {
    browser = installFakePushBrowser({ permission: 'granted', subscribed: true });
    const saved: unknown[] = [];
    let chatLoads = 0;
    server.use(
      http.post('/api/user.php', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      http.get('/api/chats.php', () => {
        chatLoads += 1;
        return HttpResponse.json({ chats: [] });
      }),
    );
    const { store } = renderPage(aUser());
    // A logged-in member's browser subscription is stored for them.
    await waitFor(() => expect(selectPush(store.getState()).isSubscribed).toBe(true));
    expect(saved).toEqual([
      { subscription: expect.objectContaining({ endpoint: browser.subscription!.endpoint }) },
    ]);
    const chats = store.dispatch(
      (await import('@app/shared')).activityApi.endpoints.getChats.initiate(),
    );
    await chats;
    const before = chatLoads;
    await act(async () => browser.post({ type: NEW_PUSH_MESSAGE, payload }));
    expect(selectPush(store.getState()).lastMessage).toEqual(payload);
    await waitFor(() => expect(chatLoads).toBeGreaterThan(before));
    chats.unsubscribe();
  });

  it('goes to the check URL when logged in, to the open URL otherwise', async () => {
    browser = installFakePushBrowser();
    server.use(http.post('/api/user.php', () => HttpResponse.json({ ok: true })));
    const click = {
      type: NEW_PUSH_CLICK,
      check_url: '/chats/7',
      open_url: '/login?next=%2Fchats%2F7',
    };
    renderPage(aUser()).unmount();
    renderPage(aUser());
    await act(async () => browser.post(click));
    expect(screen.getByTestId('path')).toHaveTextContent('/chats/7');
  });

  it('sends a visitor to the open URL, and ignores messages that are not its own', async () => {
    browser = installFakePushBrowser();
    renderPage(null);
    await act(async () => browser.post({ type: 'SOMETHING_ELSE', check_url: '/x' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/members');
    await act(async () =>
      browser.post({
        type: NEW_PUSH_CLICK,
        check_url: '/chats/7',
        open_url: '/login?next=%2Fchats%2F7',
      }),
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/login?next=%2Fchats%2F7');
  });
});
