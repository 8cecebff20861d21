import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@app/shared';
import { apiErrorAnswer, setupI18n, setupMsw } from '@app/shared/testing';
import BundlesScreen from './bundles-screen';
import CodesScreen from './codes-screen';
import AdjustmentsScreen from './adjustments-screen';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));

const inI18n = (element: React.ReactElement) =>
  render(<I18nextProvider i18n={i18next}>{element}</I18nextProvider>);

it('adds a bundle for the current site by default, reprices one, and withdraws one', async () => {
  const sent: { path: string; body: unknown }[] = [];
  const bundles = [
    {
      id: 1,
      site_id: null,
      country: 'FR',
      currency: 'EUR',
      credits: 20,
      amount: 999,
      highlighted: false,
      position: 1,
      active: true,
    },
    {
      id: 2,
      site_id: 8,
      country: 'FR',
      currency: 'EUR',
      credits: 50,
      amount: 1999,
      highlighted: false,
      position: 2,
      active: true,
    },
  ];
  server.use(
    http.get('*/api/backoffice/bundles', () => HttpResponse.json({ bundles })),
    http.get('*/api/backoffice/sites', () =>
      HttpResponse.json({
        sites: [
          { id: 7, domain: 'dates.example', name: 'Dates' },
          { id: 8, domain: 'amour.example', name: 'Amour' },
        ],
        current: 8,
      }),
    ),
    http.post('*/api/backoffice/bundles*', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ bundle: bundles[0] });
    }),
  );
  const user = userEvent.setup();
  inI18n(<BundlesScreen />);
  const row = (await screen.findByRole('cell', { name: 'All sites' })).closest('tr')!;
  // Sites by name, never by id; a new bundle is for this back office's site unless changed.
  expect(await screen.findByRole('cell', { name: 'Amour' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Site')).toHaveDisplayValue('Amour'));
  await user.type(screen.getByLabelText('Country'), 'be');
  await user.type(screen.getByLabelText('Currency'), 'eur');
  await user.type(screen.getByLabelText('Credits'), '55');
  await user.type(screen.getByLabelText('Price'), '24,90');
  await user.click(screen.getByLabelText('Highlighted'));
  await user.click(screen.getByRole('button', { name: 'Add the bundle' }));

  await user.click(
    screen.getByRole('button', {
      name: 'Change the price of the 50 credits bundle for FR (Amour)',
    }),
  );
  const price = screen.getByLabelText('New price of the 50 credits bundle for FR (Amour)');
  expect(price).toHaveValue('19.99');
  await user.clear(price);
  await user.type(price, '17,50{Enter}');
  await waitFor(() =>
    expect(screen.queryByLabelText('New price of the 50 credits bundle for FR (Amour)')).toBeNull(),
  );

  await user.click(
    within(row as HTMLElement).getByRole('button', {
      name: 'Withdraw the 20 credits bundle for FR',
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('The bundle was changed.');
  expect(sent).toEqual([
    {
      path: '/api/backoffice/bundles',
      body: {
        site_id: 8,
        country: 'BE',
        currency: 'EUR',
        credits: 55,
        amount: 2490,
        highlighted: true,
        position: 0,
        active: true,
      },
    },
    { path: '/api/backoffice/bundles/2', body: { amount: 1750 } },
    { path: '/api/backoffice/bundles/1', body: { active: false } },
  ]);
});

it('creates a code, shows how often each was used, and says a refusal in words', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/codes', () =>
      HttpResponse.json({
        codes: [
          {
            id: 3,
            code: 'SPRING',
            value_percentage: 20,
            country: 'FR',
            currency: null,
            minimum_order_value: null,
            expires: null,
            single_use: false,
            paymentmethods: null,
            status: 'active',
            uses: 4,
          },
        ],
      }),
    ),
    http.post('*/api/backoffice/codes', async ({ request }) => {
      sent.push(await request.json());
      return sent.length === 1
        ? HttpResponse.json({ code: {} })
        : apiErrorAnswer(400, 'validation_failed');
    }),
  );
  const user = userEvent.setup();
  inI18n(<CodesScreen />);
  expect(await screen.findByRole('cell', { name: '4' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code'), 'summer-10');
  await user.type(screen.getByLabelText('Percent off'), '10');
  await user.click(screen.getByLabelText('Single use'));
  await user.click(screen.getByRole('button', { name: 'Create the code' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The code can be used now.');
  expect(sent[0]).toEqual({
    code: 'summer-10',
    value_percentage: 10,
    country: null,
    currency: null,
    minimum_order_value: null,
    expires: null,
    single_use: true,
    paymentmethods: null,
  });
  // The form is emptied for the next code.
  await waitFor(() => expect(screen.getByLabelText('Code')).toHaveValue(''));
  // (user-event keeps its own idea of a number field's text past a reset: cleared first.)
  await user.clear(screen.getByLabelText('Percent off'));
  await user.type(screen.getByLabelText('Code'), 'x');
  await user.type(screen.getByLabelText('Percent off'), '5');
  await user.click(screen.getByRole('button', { name: 'Create the code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Check what you typed: something is missing or not valid.',
  );
});

it('approves a waiting adjustment; the one who asked is refused by the API, in words', async () => {
  server.use(
    http.get('*/api/backoffice/credit-adjustments', () =>
      HttpResponse.json({
        adjustments: [
          {
            id: 5,
            user_id: 42,
            amount: 500,
            reason: 'Outage',
            status: 'waiting',
            requested_by: 1,
            requested_at: '2026-11-26T10:00:00Z',
            decided_by: null,
            balance_after: null,
          },
        ],
      }),
    ),
    http.post('*/api/backoffice/credit-adjustments/5/approve', () =>
      apiErrorAnswer(403, 'forbidden'),
    ),
  );
  const user = userEvent.setup();
  inI18n(<AdjustmentsScreen />);
  expect(
    await screen.findByText('+500 credits for member 42: Outage (asked by staff 1)'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your role does not allow this action.',
  );
});
