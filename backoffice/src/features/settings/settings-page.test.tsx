import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SiteSettingsPanel } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { SettingsPage } from './settings-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

const panel = (): SiteSettingsPanel => ({
  site: { id: 3, domain: 'lovelace.example' },
  languages: ['en', 'fr'],
  settings: {
    name: 'Lovelace',
    description: 'Meet singles',
    index_title: 'Lovelace – dating',
    texts: { fr: { description: 'Des rencontres' } },
    mail_name: 'Lovelace',
    support_email: 'support@lovelace.example',
    support_phone: '+44 20 7946 0000',
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 5,
    signup_credits: 5,
    refund_days: 14,
    min_age: 18,
    fictional_icon: 'yes',
    fictional_warning: 'yes',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    quarantine_hours: 24,
    unkind_words: [],
    nudity_threshold_chat: 0.5,
    nudity_threshold_profile: 0.5,
  },
  versions: [
    {
      id: 9,
      source: 'panel',
      changed: ['quarantine_hours'],
      staff_email: 'owner@staff.test',
      created_at: '2026-11-28T10:00:00Z',
    },
    { id: 1, source: 'file', changed: [], staff_email: null, created_at: '2026-11-01T10:00:00Z' },
  ],
});

it('sends only the settings the owner changed, refuses a bad one by name first, and undoes a change after asking', async () => {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/backoffice/sites', () =>
      HttpResponse.json({
        sites: [{ id: 3, domain: 'lovelace.example', name: 'Lovelace' }],
        current: 3,
      }),
    ),
    http.get('*/api/backoffice/site-settings/3', () => HttpResponse.json(panel())),
    http.patch('*/api/backoffice/site-settings/3', async ({ request }) => {
      sent.push({ path: 'patch', body: await request.json() });
      return HttpResponse.json(panel());
    }),
    http.post('*/api/backoffice/site-settings/3/versions/9/undo', () => {
      sent.push({ path: 'undo 9', body: null });
      return HttpResponse.json(panel());
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <SettingsPage /> }]);

  const threshold = await screen.findByLabelText(
    'Nudity score above which chat photos arrive blurred (0–1)',
  );
  await user.clear(threshold);
  await user.type(threshold, '1,5');
  await user.click(screen.getByRole('button', { name: 'Save the settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'These settings are not valid: Nudity score above which chat photos arrive blurred (0–1).',
  );
  expect(sent).toEqual([]);

  await user.clear(threshold);
  await user.type(threshold, '0,7');
  await user.clear(screen.getByLabelText('Name mail is sent from'));
  await user.type(screen.getByLabelText('Name mail is sent from'), 'Lovelace Team');
  await user.type(screen.getByLabelText("Unkind words of the site's own"), 'dingbat{Enter}nitwit');
  // The French wording: what is there shows, a new one is added, an empty one falls back.
  expect(screen.getByLabelText('Description (search engines) (fr)')).toHaveValue('Des rencontres');
  await user.type(screen.getByLabelText('Home page title (fr)'), 'Lovelace – rencontres');
  await user.click(screen.getByRole('button', { name: 'Save the settings' }));
  expect(await screen.findByRole('status')).toHaveTextContent('4 settings saved.');
  expect(sent).toEqual([
    {
      path: 'patch',
      body: {
        mail_name: 'Lovelace Team',
        nudity_threshold_chat: 0.7,
        unkind_words: ['dingbat', 'nitwit'],
        texts: { fr: { description: 'Des rencontres', index_title: 'Lovelace – rencontres' } },
        // Made from the newest version shown: a change made since is refused, not overwritten.
        based_on: 9,
      },
    },
  ]);

  const history = screen.getByRole('region', { name: 'Changes' });
  expect(history).toHaveTextContent('by owner@staff.test');
  expect(history).toHaveTextContent("Hours a new account's first messages wait");
  expect(history).toHaveTextContent('Site set up from its file');
  await user.click(within(history).getByRole('button', { name: /^Undo the change of/ }));
  const dialog = screen.getByRole('dialog', { name: 'Undo this change?' });
  await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The change was undone.');
  expect(sent.at(-1)).toEqual({ path: 'undo 9', body: null });
});
