import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTRY_WARNING_COUNTRIES_LIMITED } from '@app/shared/values';
import type { Settings } from '@app/shared/contracts';
import { aUser, renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';
import { ENTRY_WARNING_DISMISSAL, EntryWarningGate } from './entry-warning';
import '../../i18n';

beforeAll(() => setupI18n(['common', 'shell']));
beforeEach(() => {
  localStorage.clear();
  window.matchMedia = (() => ({ matches: false })) as never;
});

function renderGate({
  settings = {},
  loggedIn = false,
  limitTo,
}: {
  settings?: Partial<Settings>;
  loggedIn?: boolean;
  limitTo?: readonly string[];
} = {}) {
  return renderWithRouter(
    [
      {
        path: '*',
        element: (
          <EntryWarningGate limitTo={limitTo}>
            <a href="/members">Search members</a>
          </EntryWarningGate>
        ),
      },
    ],
    {
      initialPath: '/',
      preloadedState: {
        auth: { user: loggedIn ? aUser() : null },
        site: { settings: someSettings({ enable_site_entry_popup: 'yes', ...settings }) },
      },
    },
  );
}

const warning = () => screen.queryByRole('dialog', { name: 'Adults only' });
/** Renders, checks that no warning shows, and unmounts. */
function expectNone(view: ReturnType<typeof renderGate>) {
  expect(warning()).toBeNull();
  view.unmount();
}

describe('entry warning (spec §2)', () => {
  it('greets a visitor first: focused, the page behind it inert, until they enter', async () => {
    const user = userEvent.setup();
    renderGate();
    // Its title has the focus, not one of its answers: what it asks is read first.
    expect(within(warning()!).getByRole('heading')).toHaveFocus();
    expect(warning()).toHaveAccessibleDescription(/for adults/);
    const page = screen.getByText('Search members').closest('[inert]');
    expect(page).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'I am 18 or older, enter' }));
    expect(warning()).toBeNull();
    expect(screen.queryByText('Search members')?.closest('[inert]')).toBeNull();
    expect(Date.parse(localStorage.getItem(ENTRY_WARNING_DISMISSAL)!)).not.toBeNaN();
  });

  it('is not shown again once dismissed, to members, in the installed app, or when switched off', () => {
    localStorage.setItem(ENTRY_WARNING_DISMISSAL, '2026-01-01T00:00:00.000Z');
    expectNone(renderGate());
    localStorage.clear();
    expectNone(renderGate({ loggedIn: true }));
    expectNone(renderGate({ settings: { enable_site_entry_popup: 'no' } }));
    window.matchMedia = ((query: string) => ({ matches: query.includes('standalone') })) as never;
    expectNone(renderGate());
  });

  it('on the chat and lander layouts, only for visitors from NL and DE', () => {
    renderGate({
      limitTo: ENTRY_WARNING_COUNTRIES_LIMITED,
      settings: { geoip_country: 'BE' },
    }).unmount();
    renderGate({
      limitTo: ENTRY_WARNING_COUNTRIES_LIMITED,
      settings: { geoip_country: null },
    }).unmount();
    expect(warning()).toBeNull();
    renderGate({ limitTo: ENTRY_WARNING_COUNTRIES_LIMITED, settings: { geoip_country: 'DE' } });
    expect(warning()).not.toBeNull();
  });

  it("on every layout only for the countries the site's setting names, when it names any", () => {
    renderGate({
      settings: { entry_popup_countries: ['DE', 'AT'], geoip_country: 'FR' },
    }).unmount();
    renderGate({
      settings: { entry_popup_countries: ['DE', 'AT'], geoip_country: null },
    }).unmount();
    expect(warning()).toBeNull();
    renderGate({ settings: { entry_popup_countries: ['DE', 'AT'], geoip_country: 'AT' } });
    expect(warning()).not.toBeNull();
  });
});
