import { screen } from '@testing-library/react';
import { bodyClasses } from './root-shell';
import { isUsFooter, Footer } from '../../features/footer/footer';
import { shouldShowBack } from '../../features/navigation/back-button';
import '../../i18n';
import { renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';

beforeAll(() => setupI18n(['common', 'shell']));

describe('body hooks (spec §2)', () => {
  it('marks logged-in, installed app and inner pages', () => {
    expect(bodyClasses({ loggedIn: true, installed: true, pathname: '/members' })).toEqual([
      'logged-in',
      'is-pwa',
      'not-index',
    ]);
    expect(bodyClasses({ loggedIn: false, installed: false, pathname: '/' })).toEqual([
      'logged-out',
    ]);
  });
});

describe('installed-app back button (spec §2)', () => {
  it.each([
    ['/members/12', true],
    ['/likes/received', true],
    ['/likes/m/3', true],
    ['/credits', true],
    ['/credits/4/ideal', true],
    ['/members', false],
    ['/chats', false],
  ])('%s → %p', (pathname, expected) => {
    expect(shouldShowBack(pathname, true, 2)).toBe(expected);
  });

  it('needs the installed app and some history', () => {
    expect(shouldShowBack('/members/12', false, 2)).toBe(false);
    expect(shouldShowBack('/members/12', true, 1)).toBe(false);
  });
});

describe('footer (spec §2)', () => {
  it('links every footer page and shows the brand block', () => {
    renderWithRouter([{ path: '*', element: <Footer /> }], {
      preloadedState: { site: { settings: someSettings() } },
    });
    for (const [name, href] of [
      ['Terms and conditions', '/pages/terms'],
      ['Privacy policy', '/pages/privacy'],
      ['Cookie policy', '/pages/cookies'],
      ['Ban policy', '/pages/ban'],
      ['Pricing', '/pricing'],
      ['Complaints', '/complaints'],
      ['Return policy', '/pages/return-policy'],
      ['FAQ', '/pages/faq'],
      ['Customer service', '/pages/service'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getAllByText('Amora').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
  });

  it('uses the US variant only for English-speaking visitors in the US', () => {
    expect(isUsFooter('US', 'en')).toBe(true);
    expect(isUsFooter('US', 'fr')).toBe(false);
    expect(isUsFooter('NL', 'en')).toBe(false);
    renderWithRouter([{ path: '*', element: <Footer /> }], {
      preloadedState: { site: { settings: someSettings({ geoip_country: 'US' }) } },
    });
    expect(screen.getByTestId('us-footer')).toHaveTextContent('2257');
  });
});
