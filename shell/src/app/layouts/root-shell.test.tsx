import { waitFor } from '@testing-library/react';
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

function renderShell(installed: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: installed && query.includes('standalone'),
  })) as never;
  return renderWithRouter(
    [{ path: '*', element: <RootShell />, children: [{ path: '*', element: <p>page</p> }] }],
    {
      initialPath: '/members',
      preloadedState: {
        auth: { user: aUser() },
        site: { settings: someSettings({ index_title: 'Amora' }) },
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
