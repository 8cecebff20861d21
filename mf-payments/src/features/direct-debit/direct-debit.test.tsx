import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Order, CreditBundlesResponse } from '@app/shared/contracts';
import { aUser, apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { DirectDebitPage } from './direct-debit-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));

const packages: CreditBundlesResponse = {
  country: 'NL',
  currency: 'EUR',
  message_cost: null,
  message_credits: 1,
  packages: [
    { id: 1, credits: 25, amount: 999, currency: 'EUR', highlighted: false },
    { id: 2, credits: 100, amount: 2999, currency: 'EUR', highlighted: true },
  ],
};
const order: Order = {
  id: 9,
  status: 'open',
  package_id: 1,
  credits: 25,
  list_amount: 999,
  amount: 999,
  currency: 'EUR',
  paymentmethod: 'sdd',
  bank: null,
  discountcode: null,
  checkout_url: null,
  recurring: false,
  created_at: '2026-11-22T10:00:00.000Z',
  paid_at: null,
};

function serve() {
  const calls: Array<{ method: string; body: unknown; key: string | null }> = [];
  server.use(
    http.get('*/api/packages.php', () => HttpResponse.json(packages)),
    http.post('*/api/directdebit.php', async ({ request }) => {
      calls.push({
        method: 'POST',
        body: await request.json(),
        key: request.headers.get('Idempotency-Key'),
      });
      return HttpResponse.json({
        mandate: {
          id: 4,
          method: 'sdd',
          status: 'pending',
          label: 'NL** **** **** **43 00',
          phone: '+31 •••• •• 78',
        },
        order,
      });
    }),
    http.put('*/api/directdebit.php', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ method: 'PUT', body, key: null });
      if (body.code !== '123456') return apiErrorAnswer(422, 'sms_code_invalid');
      return HttpResponse.json({ order: { ...order, status: 'pending' } });
    }),
  );
  return calls;
}

function renderForm(path = '/directdebit?package=1') {
  return renderWithRouter(
    [
      { path: '/directdebit', element: <DirectDebitPage /> },
      { path: '/credits/:id/:paymentmethod?', element: <p>result page</p> },
    ],
    { initialPath: path, preloadedState: { auth: { user: aUser() } } as never },
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, iban = 'NL91 ABNA 0417 1643 00') {
  await user.type(await screen.findByLabelText('Account holder'), 'Eva de Vries');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await user.type(screen.getByLabelText('Street'), 'Keizersgracht');
  await user.type(screen.getByLabelText('House number'), '12');
  await user.type(screen.getByLabelText('Postcode'), '1015 CX');
  await user.type(screen.getByLabelText('City'), 'Amsterdam');
  await user.type(screen.getByLabelText('Mobile phone'), '+31612345678');
}

describe('/directdebit (spec §3 SDD form)', () => {
  it('checks every field, the IBAN and the authorization before sending anything', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('25 credits for €9.99.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(7);
    expect(screen.getByText('Please confirm the authorisation to continue.')).toBeInTheDocument();
    await fill(user, 'NL91 ABNA 0417 1643 01');
    await user.click(screen.getByRole('checkbox', { name: /I authorise the collection of €9.99/ }));
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(
      'Please enter a valid IBAN of a SEPA country.',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the form, then signs with the SMS code: "Code invalid", then the result page', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByText('We sent a code to +31 •••• •• 78.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        package: 1,
        iban: 'NL91 ABNA 0417 1643 00',
        authorization: true,
        phone: '+31612345678',
      },
    });
    expect(calls[0]!.key).toMatch(/^[\w-]{8,}$/);

    const otp = screen.getByLabelText('Code from the text message');
    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €9.99' }));
    expect(await screen.findByText('Code invalid')).toBeInTheDocument();
    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €9.99' }));
    expect(await screen.findByText('result page')).toBeInTheDocument();
  });

  it('says so when the account is blocked or over the limit', async () => {
    serve();
    server.use(
      http.post('*/api/directdebit.php', () => apiErrorAnswer(403, 'direct_debit_blocked')),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is blocked for direct debit payments.',
    );
    server.use(http.post('*/api/directdebit.php', () => apiErrorAnswer(422, 'direct_debit_limit')));
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Direct debit limit reached.'),
    );
  });
});
