import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ENTRY_WARNING_DISMISSAL } from '@app/shared/site-chrome';
import { TEXTS, aSite, landersI18n, landingData } from '../../testing/render-lander';
import { IslandPage } from './island-page';
import type { IslandState } from './island-state';

function islandState(overrides: Partial<IslandState> = {}): IslandState {
  return {
    page: { kind: 'index' },
    data: landingData(),
    site: aSite(),
    settings: {
      name: 'Amora',
      geoip_country: 'NL',
      fictional_warning: 'yes',
      enable_site_entry_popup: 'yes',
      entry_popup_countries: [],
      test_payments: false,
      languages: ['en', 'fr'],
    },
    language: 'en',
    search: '?ref=partner',
    now: Date.parse('2026-11-24T12:00:00.000Z'),
    year: 2026,
    resources: TEXTS.en,
    ...overrides,
  };
}

/** What the server sends, then the browser hydrating it: no mismatch may be reported. */
async function serverThenBrowser(state: IslandState) {
  const i18n = await landersI18n(state.language as 'en' | 'fr');
  const tree = (
    <I18nextProvider i18n={i18n}>
      <IslandPage state={state} />
    </I18nextProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const recoverable: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
  });
  spy.mockRestore();
  return { container, errors, recoverable };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('a server-rendered page', () => {
  it('hydrates the landing without a mismatch, then shows the entry warning to a first visitor', async () => {
    const { errors, recoverable } = await serverThenBrowser(islandState());
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    // The entry warning is the browser's to decide: shown now, the page behind it inert.
    const dialog = screen.getByRole('dialog', { name: 'Adults only' });
    // Its title has the focus: what it asks is read first.
    expect(within(dialog).getByRole('heading', { name: 'Adults only' })).toHaveFocus();
    expect(document.querySelector('[inert]')).toContainElement(
      screen.getByRole('heading', { level: 1, hidden: true }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'I am 18 or older, enter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Date.parse(localStorage.getItem(ENTRY_WARNING_DISMISSAL)!)).not.toBeNaN();
  });

  it("says on a staging site that payments are tests, in the visitor's language, and not elsewhere", async () => {
    localStorage.setItem(ENTRY_WARNING_DISMISSAL, '2026-11-01T00:00:00.000Z');
    const staging = { ...islandState().settings, test_payments: true };
    const { errors } = await serverThenBrowser(islandState({ settings: staging }));
    expect(errors).toEqual([]);
    expect(screen.getByRole('note')).toHaveTextContent('Test payments — nothing is charged');
    document.body.innerHTML = '';
    await serverThenBrowser(
      islandState({ settings: staging, language: 'fr', resources: TEXTS.fr }),
    );
    expect(screen.getByRole('note')).toHaveTextContent('Paiements de test — rien n’est débité');
    document.body.innerHTML = '';
    await serverThenBrowser(islandState());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the landing: members, one call to action carrying the tracking data, log in in view', async () => {
    localStorage.setItem(ENTRY_WARNING_DISMISSAL, '2026-11-01T00:00:00.000Z');
    await serverThenBrowser(islandState());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Meet singles near you on Amora',
    );
    expect(screen.getAllByRole('link', { name: 'Sign up for free' })[0]).toHaveAttribute(
      'href',
      '/signup?ref=partner',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }),
    ).toHaveAttribute('href', '/login');
    // The page in the site's other language, by a plain link that keeps the tracking data.
    const languages = within(screen.getByRole('navigation', { name: 'Other languages' }));
    expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '?ref=partner&locale=fr',
    );
    expect(languages.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.getByText('37 members online now')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Members in Netherlands' })).toBeVisible();
    // The footer with its disclaimer, not the page's last word.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Amora is for adults (18+) only');
  });

  it('on a lander, warns only visitors from NL and DE', async () => {
    const lander = { kind: 'lander' as const, name: 'gallery' };
    await serverThenBrowser(
      islandState({ page: lander, settings: { ...islandState().settings, geoip_country: 'FR' } }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await serverThenBrowser(islandState({ page: lander }));
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBeVisible();
  });

  it('speaks French from the texts written into it', async () => {
    localStorage.setItem(ENTRY_WARNING_DISMISSAL, '2026-11-01T00:00:00.000Z');
    const { errors } = await serverThenBrowser(
      islandState({ language: 'fr', resources: TEXTS.fr }),
    );
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rencontrez des célibataires près de chez vous sur Amora',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Se connecter' }),
    ).toHaveAttribute('href', '/login');
  });
});
