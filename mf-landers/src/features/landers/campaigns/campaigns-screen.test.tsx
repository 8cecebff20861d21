import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Campaign, CampaignFigures } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import CampaignsScreen from './campaigns-screen';
import './campaigns-i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'campaigns']));

const texts = (headline: string) => ({
  en: { headline, lead: 'Say hello.', cta: 'Join now' },
  fr: { headline: `${headline} (fr)`, lead: 'Dites bonjour.', cta: 'Venez' },
});

const campaign = (changes: Partial<Campaign> = {}): Campaign => ({
  id: 4,
  slug: 'spring',
  template: 'gallery',
  status: 'draft',
  starts_at: null,
  ends_at: null,
  live_version: null,
  latest_version: 2,
  updated_at: new Date().toISOString(),
  revision: 3,
  featured: { count: 8 },
  partner: null,
  tracking: { network: 'ads' },
  versions: [
    {
      version: 2,
      texts: texts('Second words'),
      created_at: new Date().toISOString(),
      created_by: 'm@staff.test',
    },
    {
      version: 1,
      texts: texts('First words'),
      created_at: new Date().toISOString(),
      created_by: 'm@staff.test',
    },
  ],
  ...changes,
});

const figures: CampaignFigures = {
  from: '2026-11-26',
  until: '2026-11-27',
  by: 'network',
  days: ['2026-11-26', '2026-11-27'],
  per_day: { visits: [3, 5], signup_starts: [1, 2], signups: [1, 1], first_purchases: [0, 1] },
  sources: [
    { source: 'ads', visits: 6, signup_starts: 2, signups: 1, first_purchases: 1 },
    { source: null, visits: 2, signup_starts: 1, signups: 1, first_purchases: 0 },
  ],
  total: { visits: 8, signup_starts: 3, signups: 2, first_purchases: 1 },
};

it('makes a new campaign from a design with its usual words, and sends what was typed', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/backoffice/campaigns', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(campaign(), { status: 201 });
    }),
    http.get('*/api/backoffice/campaigns/4', () => HttpResponse.json(campaign())),
    http.get('*/api/backoffice/campaigns/4/figures', () => HttpResponse.json(figures)),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <CampaignsScreen /> }], {
    initialPath: '/campaigns/new',
  });
  await user.type(screen.getByLabelText('Path'), 'Spring');
  // The gallery's words from its campaign file (the design's defaults) are there to change.
  const english = screen.getByRole('group', { name: 'English' });
  expect(within(english).getByLabelText('Headline')).not.toHaveValue('');
  await user.selectOptions(screen.getByLabelText('Design'), 'map');
  await user.clear(within(english).getByLabelText('Headline'));
  await user.type(within(english).getByLabelText('Headline'), 'Near you');
  await user.type(screen.getByLabelText('How many'), '6');
  await user.type(screen.getByLabelText('network'), 'ads');
  await user.click(screen.getByRole('button', { name: 'Create the draft' }));
  expect(await screen.findByRole('heading', { name: '/landers/spring', level: 1 })).toBeVisible();
  expect(sent).toEqual([
    expect.objectContaining({
      slug: 'spring',
      template: 'map',
      featured: { count: 6 },
      partner: null,
      tracking: { network: 'ads' },
      texts: expect.objectContaining({
        en: expect.objectContaining({ headline: 'Near you' }),
      }),
    }),
  ]);
});

it('publishes the newest version, makes an older one live again, and previews the one chosen', async () => {
  const published: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/campaigns/4', () => HttpResponse.json(campaign())),
    http.get('*/api/backoffice/campaigns/4/figures', () => HttpResponse.json(figures)),
    http.post('*/api/backoffice/campaigns/4/publish', async ({ request }) => {
      const body = (await request.json()) as { version?: number };
      published.push(body);
      return HttpResponse.json(
        campaign({ status: 'live', live_version: body.version ?? 2, revision: 4 }),
      );
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <CampaignsScreen /> }], { initialPath: '/campaigns/4' });
  const frame = await screen.findByTitle('Preview of /landers/spring');
  expect(frame.getAttribute('src')).toContain(
    '/api/backoffice/campaigns/4/preview?language=en&version=2',
  );
  await user.selectOptions(screen.getByLabelText("Visitor's language"), 'fr');
  await user.selectOptions(screen.getByLabelText("Visitor's country"), 'FR');
  await user.click(screen.getByRole('button', { name: 'Desktop' }));
  expect(screen.getByTitle('Preview of /landers/spring').getAttribute('src')).toContain(
    'language=fr&version=2&country=FR',
  );
  expect(screen.getByTitle('Preview of /landers/spring')).toHaveAttribute('width', '1280');

  await user.click(screen.getByRole('button', { name: 'Publish version 2' }));
  expect(await screen.findByText('Live: version 2 of the texts')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Make live 1' }));
  expect(await screen.findByText('Live: version 1 of the texts')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Version 1 is live again.');
  expect(published).toEqual([
    { revision: 3, starts_at: null, ends_at: null },
    { revision: 4, version: 1 },
  ]);
  await user.click(screen.getByRole('button', { name: 'Preview 1' }));
  expect(screen.getByTitle('Preview of /landers/spring').getAttribute('src')).toContain(
    'version=1',
  );
});

it('shows the figures by source with their totals, and a stale change’s refusal', async () => {
  server.use(
    http.get('*/api/backoffice/campaigns/4', () => HttpResponse.json(campaign())),
    http.get('*/api/backoffice/campaigns/4/figures', () => HttpResponse.json(figures)),
    http.put('*/api/backoffice/campaigns/4', () =>
      HttpResponse.json(
        { error: { code: 'campaign_changed', message: 'changed' } },
        { status: 409 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <CampaignsScreen /> }], { initialPath: '/campaigns/4' });
  const table = await screen.findByRole('table', { name: /^By source/ });
  const ads = within(table).getByRole('row', { name: /ads/ });
  expect(ads).toHaveTextContent(/ads\s*6\s*2\s*1\s*1/);
  expect(within(table).getByRole('row', { name: /\(none\)/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent(/8\s*3\s*2\s*1/);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Someone changed this campaign in the meantime.',
  );
});
