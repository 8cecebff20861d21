import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  aMember,
  anOwnProfile,
  aUser,
  ownProfileHandlers,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';
import { CompleteSignupPage } from './complete-signup-page';
import { SignupMatchesPage } from './signup-matches-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'signup']));
beforeEach(() => sessionStorage.clear());

const loggedIn = {
  site: { settings: someSettings() },
  auth: { user: aUser({ status: 'not_confirmed' }) },
} as never;

describe('first matches', () => {
  it('shows the suggested members, each opening its profile', async () => {
    server.use(
      http.get('*/api/signup-matches.php', () =>
        HttpResponse.json({
          results: [aMember({ id: 5, name: 'Sam', age: 34 }), aMember({ id: 6, name: 'Tom' })],
        }),
      ),
    );
    renderWithRouter([{ path: '/', element: <SignupMatchesPage /> }], {
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('heading', { name: 'Your first matches' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'View the profile of Sam' })).toHaveAttribute(
      'href',
      '/members/5',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Search all members' })).toHaveAttribute(
      'href',
      '/members',
    );
  });

  it('asks a visitor to log in', async () => {
    renderWithRouter([{ path: '/', element: <SignupMatchesPage /> }]);
    expect(await screen.findByRole('link', { name: /log in/i })).toBeVisible();
  });
});

describe('/complete-signup', () => {
  it('takes an account made on a lander through the profile steps to its first matches', async () => {
    server.use(
      ...ownProfileHandlers(anOwnProfile()),
      http.get('*/api/regions.php', () => HttpResponse.json({ regions: [], label: 'region' })),
      http.get('*/api/signup-matches.php', () => HttpResponse.json({ results: [] })),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      [
        { path: '/', element: <CompleteSignupPage /> },
        { path: '/signup-matches', element: <SignupMatchesPage /> },
      ],
      { preloadedState: loggedIn },
    );
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    for (const heading of ['Add a profile photo', 'About me', 'About you', 'Where do you live?']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    expect(await screen.findByRole('heading', { name: 'Your first matches' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup-matches');
    expect(await screen.findByText(/No members match yet/)).toBeVisible();
  });
});
