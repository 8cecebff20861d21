import { screen } from '@testing-library/react';
import type { User } from '@app/shared';
import { IndexPage } from './index-page';
import '../../i18n';
import { aUser, renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';

beforeAll(() => setupI18n(['common', 'landers']));

function renderIndex(user: User | null) {
  return renderWithRouter(
    [
      { path: '/', element: <IndexPage /> },
      { path: '/members', element: <p>members area</p> },
    ],
    { preloadedState: { auth: { user }, site: { settings: someSettings() } } },
  );
}

describe('index page', () => {
  it('welcomes a visitor with the site name and the ways in', () => {
    renderIndex(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Meet someone new on Amora',
    );
    expect(screen.getByRole('heading', { name: 'Why Amora' })).toBeInTheDocument();
    expect(screen.getByText('Dating for adults')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends a logged-in member to the members area', async () => {
    const { router } = renderIndex(aUser());
    expect(await screen.findByText('members area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
    expect(screen.queryByRole('link', { name: 'Sign up for free' })).not.toBeInTheDocument();
  });
});
