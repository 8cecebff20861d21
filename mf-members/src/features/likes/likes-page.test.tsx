import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { likesResponseSchema } from '@app/shared/contracts';
import { LikesPage } from './likes-page';
import '../../i18n';
import { aUser, renderWithRouter, setupI18n, setupMsw, someSettings } from '@app/shared/testing';
import owned from '../../../routes.json';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const likes = likesResponseSchema.parse({
  profiles: [{ id: 3, name: 'Sam', age: 41, city: 'Gent', main_image: null }],
  liked_by: [
    { id: 7, name: 'Eva', age: 29, city: 'Utrecht', main_image: null, like_new: true },
    { id: 8, name: 'Noor', age: 33, city: null, main_image: null, like_new: false },
  ],
  matches: [],
});

function renderLikes(path: string) {
  return renderWithRouter(
    [
      // The remote's own routes (routes.json): each tab by name.
      ...owned
        .filter((route) => route.path === '/likes' || /^\/likes\/[a-z]+$/.test(route.path))
        .map((route) => ({ path: route.path, element: <LikesPage /> })),
      // What the shell does with a path no remote owns.
      { path: '*', element: <p>404</p> },
      { path: '/likes/m/:id', element: <p>profile</p> },
      { path: '/members', element: <p>search</p> },
    ],
    {
      initialPath: path,
      preloadedState: { auth: { user: aUser() }, site: { settings: someSettings() } },
    },
  );
}

describe('likes page', () => {
  it('shows received likes first, new ones marked, with counts on the tabs', async () => {
    server.use(http.get('*/api/likes.php', () => HttpResponse.json(likes)));
    renderLikes('/likes');
    const list = await screen.findByRole('list', { name: 'Received' });
    const items = within(list).getAllByRole('listitem');
    // Each tile: the photo placeholder's initial, the name and age, New for a new like, the town.
    expect(items.map((item) => item.textContent)).toEqual(['EEva, 29NewUtrecht', 'NNoor, 33']);
    expect(
      within(items[0]!).getByRole('link', { name: 'Open the profile of Eva, who liked you (new)' }),
    ).toHaveAttribute('href', '/likes/m/7');
    const tabs = screen.getByRole('navigation', { name: 'Likes lists' });
    expect(within(tabs).getByRole('link', { name: /Received/ })).toHaveTextContent(
      'Received21 new',
    );
    expect(within(tabs).getByRole('link', { name: /Sent/ })).toHaveTextContent('Sent1');
  });

  it('offers a match one tap to write, straight into the conversation', async () => {
    server.use(
      http.get('*/api/likes.php', () =>
        HttpResponse.json({
          ...likes,
          matches: [{ id: 12, name: 'Lina', age: 27, city: 'Delft', main_image: null }],
        }),
      ),
    );
    renderLikes('/likes/matches');
    const matches = await screen.findByRole('list', { name: 'Matches' });
    expect(within(matches).getByRole('link', { name: 'Send a message to Lina' })).toHaveAttribute(
      'href',
      '/members/12/chat',
    );
    // Who, at a glance: age and town, as search cards say (issue 25 §1).
    expect(within(matches).getByRole('heading', { name: 'Lina, 27' })).toBeVisible();
    expect(within(matches).getByText('Delft')).toBeVisible();
  });

  it('switches lists by tab, and says so when a list is empty', async () => {
    server.use(http.get('*/api/likes.php', () => HttpResponse.json(likes)));
    const user = userEvent.setup();
    const { router } = renderLikes('/likes');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(screen.getByRole('link', { name: /Sent/ }));
    expect(router.state.location.pathname).toBe('/likes/sent');
    expect(
      within(screen.getByRole('list', { name: 'Sent' })).getByText('Sam, 41'),
    ).toBeInTheDocument();
    // Only a match gets the one tap to write: a like is not a conversation yet.
    expect(screen.queryByRole('link', { name: /Send a message to/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: /Matches/ }));
    expect(screen.getByText(/No matches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Matches/ })).toHaveAttribute('aria-current', 'page');
  });

  it('a new like opens its profile under /likes/m/{id}, which clears it (profile page test)', async () => {
    server.use(http.get('*/api/likes.php', () => HttpResponse.json(likes)));
    const user = userEvent.setup();
    const { router } = renderLikes('/likes');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(screen.getByRole('link', { name: /who liked you/ }));
    expect(router.state.location.pathname).toBe('/likes/m/7');
  });

  it('owns each list by name, so an unknown one is no route of its own (the server answers 404)', async () => {
    expect(owned.map((route) => route.path).filter((p) => p.startsWith('/likes'))).toEqual([
      '/likes',
      '/likes/received',
      '/likes/sent',
      '/likes/matches',
      '/likes/m/:id',
    ]);
    server.use(http.get('*/api/likes.php', () => HttpResponse.json(likes)));
    renderLikes('/likes/everyone');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});
