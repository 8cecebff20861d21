import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18next } from '@app/shared';
import { aUser, renderWithRouter, setupI18n, setupMsw, someSettings } from '@app/shared/testing';
import { LangConfigPage } from './lang-config-page';
import '../../i18n';

const server = setupMsw();
beforeEach(() => setupI18n(['common', 'shell']));

function renderPage(country: string) {
  const saved: unknown[] = [];
  server.use(
    http.put('/api/user.php', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ user: aUser() });
    }),
  );
  renderWithRouter([{ path: '/lang-config', element: <LangConfigPage /> }], {
    initialPath: '/lang-config',
    preloadedState: {
      auth: { user: aUser({ profile: { ...aUser().profile, country } }) },
      site: { settings: someSettings({ countries: ['BE', 'NL', 'FR'] }) },
    },
  });
  return saved;
}

describe('/lang-config', () => {
  it("lists the member's country's languages (§9) and switches the site's language", async () => {
    const user = userEvent.setup();
    const saved = renderPage('BE');
    const list = screen.getByRole('list', { name: 'Languages used in Belgium' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[lang]')?.getAttribute('lang'))).toEqual([
      'nl',
      'fr',
      'de',
    ]);
    expect(within(items[0]!).getByText('Not available yet')).toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'Use' }));
    expect(i18next.language).toBe('fr');
    expect(document.cookie).toMatch(/locale=fr/);
    expect(saved).toEqual([{ language: 'fr' }]);
    expect(await screen.findByRole('radio', { name: 'Français' })).toBeChecked();
  });

  it('looks at another country on request', async () => {
    const user = userEvent.setup();
    renderPage('NL');
    expect(screen.getByRole('list', { name: 'Languages used in Netherlands' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByRole('list', { name: 'Languages used in France' })).toBeInTheDocument();
  });
});
