import { act, screen, waitFor } from '@testing-library/react';
import { RootShell } from './root-shell';
import '../../i18n';
import {
  activityHandlers,
  aUser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

function activity(unread: number, newLikes: number) {
  server.use(...activityHandlers({ unread, newLikes }));
}

function renderShell(installed: boolean, settings: Parameters<typeof someSettings>[0] = {}) {
  window.matchMedia = ((query: string) => ({
    matches: installed && query.includes('standalone'),
  })) as never;
  return renderWithRouter(
    [{ path: '*', element: <RootShell />, children: [{ path: '*', element: <p>page</p> }] }],
    {
      initialPath: '/members',
      preloadedState: {
        auth: { user: aUser() },
        site: { settings: someSettings({ index_title: 'Amora', ...settings }) },
      },
    },
  );
}

describe('page-wide effects (spec §2)', () => {
  it('prefixes the title with unread messages plus new likes and marks the body', async () => {
    activity(3, 2);
    renderShell(false);
    await waitFor(() => expect(document.title).toBe('(5) Amora'));
    expect(document.body).toHaveClass('logged-in', 'not-index');
    expect(document.body).not.toHaveClass('is-pwa');
  });

  it('sets the app icon badge in the installed app, ignoring failures', async () => {
    activity(1, 1);
    const setAppBadge = jest.fn().mockRejectedValue(new Error('not allowed'));
    Object.assign(navigator, { setAppBadge, clearAppBadge: jest.fn() });
    renderShell(true);
    await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(2));
    expect(document.body).toHaveClass('is-pwa');
    expect(document.title).toBe('(2) Amora');
  });
});

describe('a staging site (PAYMENTS=sandbox in production mode)', () => {
  it('says on every page that payments are tests; a real or demo site does not', async () => {
    activity(0, 0);
    const { unmount } = renderShell(false, { test_payments: true });
    expect(await screen.findByRole('note')).toHaveTextContent('Test payments — nothing is charged');
    unmount();
    renderShell(false);
    await screen.findByText('page');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('screen titles (issue 10)', () => {
  it('names each screen by its heading, after the count, and announces it after a route change', async () => {
    activity(3, 0);
    const { router } = renderWithRouter(
      [
        {
          path: '/',
          element: <RootShell />,
          children: [
            {
              path: 'chats',
              element: (
                <main id="main">
                  <h1>Messages</h1>
                </main>
              ),
            },
            {
              path: 'likes',
              element: (
                <main id="main">
                  <h1>Likes</h1>
                </main>
              ),
            },
            {
              index: true,
              element: (
                <main id="main">
                  <h1>Meet someone</h1>
                </main>
              ),
            },
          ],
        },
      ],
      {
        initialPath: '/chats',
        preloadedState: {
          auth: { user: aUser() },
          site: { settings: someSettings({ name: 'Amora', index_title: 'Amora – dating' }) },
        },
      },
    );
    await waitFor(() => expect(document.title).toBe('(3) Messages · Amora'));
    // Nothing is announced for the page the member opened.
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
    await act(() => router.navigate('/likes'));
    await waitFor(() => expect(document.title).toBe('(3) Likes · Amora'));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Likes · Amora');
    // The landing page keeps the site's index title.
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('(3) Amora – dating'));
  });
});
