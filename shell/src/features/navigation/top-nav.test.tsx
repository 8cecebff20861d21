import { act, screen, waitFor, within } from '@testing-library/react';
import { i18next } from '@app/shared';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TopNav } from './top-nav';
import { TabBar } from './tab-bar';
import '../../i18n';
import type { User } from '@app/shared/contracts';
import {
  activityHandlers,
  aUser,
  installFakePushBrowser,
  logoutHandler,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  userAnswer,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

function activity(counts: { unread?: number; newLikes?: number; requestsWaiting?: number } = {}) {
  server.use(...activityHandlers(counts));
}

function renderNav(user: User | null) {
  return renderWithRouter([{ path: '*', element: <TopNav /> }], {
    initialPath: '/members',
    preloadedState: { auth: { user }, site: { settings: someSettings() } },
  });
}

describe('TopNav (spec §2)', () => {
  it('shows a Login button and a logo to the index for a visitor', async () => {
    renderNav(null);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /Search members/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Amora/ })).toHaveAttribute('href', '/');
  });

  it('shows the member menu, and the logo goes to members', async () => {
    activity();
    renderNav(aUser());
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: /^Likes/ })).toHaveAttribute('href', '/likes');
    expect(screen.getByRole('link', { name: /Amora/ })).toHaveAttribute('href', '/members');
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('caps the unread badge at 99+ from 100 and counts new likes', async () => {
    activity({ unread: 100, newLikes: 3 });
    renderNav(aUser());
    const messages = screen.getByRole('link', { name: /^Messages/ });
    expect(await within(messages).findByText('99+')).toBeInTheDocument();
    const likes = screen.getByRole('link', { name: /^Likes/ });
    expect(await within(likes).findByText('3')).toBeInTheDocument();
  });

  it('counts message requests waiting as unread messages', async () => {
    activity({ unread: 2, requestsWaiting: 3 });
    renderNav(aUser());
    const messages = screen.getByRole('link', { name: /^Messages/ });
    expect(await within(messages).findByText('5')).toBeInTheDocument();
  });

  it('offers Get Premium to a member who never paid', () => {
    activity();
    renderNav(aUser({ paid_user: false }));
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: /^Credits/ })).not.toBeInTheDocument();
  });

  it.each([
    [25, null],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ])('paid member with %i credits: credits badge %p', (credits, variant) => {
    activity();
    renderNav(aUser({ paid_user: true, credits }));
    const link = screen.getByRole('link', { name: /^Credits/ });
    expect(link).toHaveAttribute('href', '/credits');
    const badge = within(link).queryByTestId('credits-badge');
    if (variant === null) expect(badge).toBeNull();
    else {
      expect(badge).toHaveClass(`text-bg-${variant}`);
      expect(badge).toHaveTextContent(String(credits));
    }
  });

  it('logs out through the account menu', async () => {
    activity();
    let loggedOut = false;
    server.use(logoutHandler(() => (loggedOut = true)));
    const { store, router } = renderNav(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(store.getState().auth.user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it("first stops this browser's pushes for the member who logs out", async () => {
    activity();
    const browser = installFakePushBrowser({ permission: 'granted', subscribed: true });
    const order: string[] = [];
    server.use(
      http.delete('/api/user.php', async ({ request }) => {
        order.push(`forget ${((await request.json()) as { endpoint: string }).endpoint}`);
        return HttpResponse.json({ ok: true });
      }),
      logoutHandler(() => order.push('logout')),
    );
    renderNav(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('link', { name: 'Log in' });
    expect(order).toEqual([`forget ${browser.subscription!.endpoint}`, 'logout']);
    // The browser stays subscribed: the next member to log in here gets its pushes.
    expect(browser.subscription).not.toBeNull();
    browser.uninstall();
  });
});

describe('menus', () => {
  it('opens with the keyboard, moves with arrows and closes with Escape back on the toggle', async () => {
    activity();
    renderNav(aUser());
    const toggle = screen.getByRole('button', { name: 'Demo' });
    toggle.focus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('switches the language from the language menu', async () => {
    activity();
    let saved: unknown = null;
    server.use(
      http.put('*/api/user.php', async ({ request }) => {
        saved = await request.json();
        return userAnswer(aUser({ language: 'fr' }));
      }),
    );
    renderNav(aUser());
    await userEvent.click(screen.getByRole('button', { name: /^Language: [A-Z]{2}$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Rechercher des membres' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual({ language: 'fr' }));
    expect(document.cookie).toContain('locale=fr');
    await act(() => i18next.changeLanguage('en'));
  });
});

describe('on a phone (issue 10)', () => {
  it('puts search, likes, messages and profile in a tab bar, counts read aloud', async () => {
    activity({ unread: 3, newLikes: 120 });
    renderWithRouter([{ path: '*', element: <TabBar /> }], {
      initialPath: '/chats',
      preloadedState: { auth: { user: aUser() }, site: { settings: someSettings() } },
    });
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/members',
      '/likes',
      '/chats',
      '/profile',
    ]);
    expect(await tabs.findByRole('link', { name: 'Messages 3 unread messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await tabs.findByRole('link', { name: 'Likes 99+ new likes' })).toBeInTheDocument();
  });

  it('shows no tab bar to a visitor', () => {
    renderWithRouter([{ path: '*', element: <TabBar /> }], {
      preloadedState: { auth: { user: null }, site: { settings: someSettings() } },
    });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('closes the menu on a tap outside it and on Escape', async () => {
    activity();
    const user = userEvent.setup();
    renderWithRouter(
      [
        {
          path: '*',
          element: (
            <>
              <TopNav />
              <p>Page text</p>
            </>
          ),
        },
      ],
      { preloadedState: { auth: { user: aUser() }, site: { settings: someSettings() } } },
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page text'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
