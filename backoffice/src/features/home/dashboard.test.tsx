import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Dashboard as Figures } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { Dashboard } from './dashboard';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

const figures = (from: string, until: string, days: string[]): Figures => ({
  from,
  until,
  days,
  members: { signups: days.map((_, i) => i + 2), confirmed: 1200, active: 800, active_days: 30 },
  activity: { messages: days.map(() => 40), matches: days.map(() => 3) },
  revenue: {
    currencies: [
      {
        currency: 'EUR',
        per_day: days.map((_, i) => (i === 0 ? 1999 : 0)),
        total: 1999,
        by_method: [{ method: 'visa', amount: 1999 }],
      },
    ],
    first_purchase: { signups: 8, buyers: 2 },
  },
  queues: { reported_members: 3, photos: null, complaints: 5 },
  remotes: [
    {
      remote: 'mf-chat',
      stable: 'aaa111',
      candidate: 'bbb222',
      percent: 50,
      stable_loads: 200,
      stable_failures: 2,
      candidate_loads: 10,
      candidate_failures: 0,
    },
  ],
});

it('shows the figures of the range asked, as tables beside the charts, in the staff member’s language', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/backoffice/dashboard', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return url.searchParams.get('from')
        ? HttpResponse.json(figures('2026-11-01', '2026-11-02', ['2026-11-01', '2026-11-02']))
        : HttpResponse.json(
            figures('2026-11-25', '2026-11-27', ['2026-11-25', '2026-11-26', '2026-11-27']),
          );
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <Dashboard /> }], { initialPath: '/' });
  expect(await screen.findByText(/1,200 confirmed members/)).toBeInTheDocument();
  expect(screen.getByText(/800 on the site in the last 30 days/)).toBeInTheDocument();
  expect(
    screen.getByText(
      '2 of the 8 members who signed up in these days bought credits or premium (25%).',
    ),
  ).toBeInTheDocument();
  const signups = screen.getByRole('region', { name: 'Sign-ups per day' });
  expect(
    within(signups)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DaySign-ups per day', 'Nov 25, 20262', 'Nov 26, 20263', 'Nov 27, 20264']);
  expect(screen.getByText('Paid per day in EUR (in all €19.99)')).toBeInTheDocument();
  const methods = screen.getByRole('table', { name: 'Paid in EUR by payment method' });
  expect(methods).toHaveTextContent('visa€19.99');
  // A moderator's queue and support's: links to them, with what waits.
  expect(screen.getByRole('link', { name: 'Reported members' }).closest('li')).toHaveTextContent(
    '3',
  );
  expect(screen.queryByRole('link', { name: 'Photos to review' })).not.toBeInTheDocument();
  const remotes = screen.getByRole('region', { name: 'Remotes' });
  expect(within(remotes).getByRole('row', { name: /mf-chat/ })).toHaveTextContent(
    'aaa111 200 loads, 1% failed',
  );

  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.clear(screen.getByLabelText('Until'));
  await user.type(screen.getByLabelText('Until'), '2026-11-02');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByDisplayValue('2026-11-02');
  expect(
    within(screen.getByRole('region', { name: 'Sign-ups per day' }))
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DaySign-ups per day', 'Nov 1, 20262', 'Nov 2, 20263']);
  expect(asked).toEqual(['', '?from=2026-11-01&until=2026-11-02']);
});

it('shows only what the role may see', async () => {
  server.use(
    http.get('*/api/backoffice/dashboard', () =>
      HttpResponse.json({
        ...figures('2026-11-25', '2026-11-25', ['2026-11-25']),
        members: null,
        activity: null,
        revenue: null,
        remotes: null,
        queues: { reported_members: null, photos: null, complaints: null },
      }),
    ),
  );
  renderWithRouter([{ path: '*', element: <Dashboard /> }], { initialPath: '/' });
  expect(await screen.findByRole('heading', { name: 'How the site is doing' })).toBeInTheDocument();
  expect(
    (await screen.findAllByDisplayValue('2026-11-25')).map((input) => input.getAttribute('name')),
  ).toEqual(['from', 'until']);
  expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Revenue' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Waiting for staff' })).not.toBeInTheDocument();
});
