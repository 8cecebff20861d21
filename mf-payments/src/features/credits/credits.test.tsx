import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Order, CreditBundlesResponse, PaymentMethodsResponse } from '@app/shared/contracts';
import { aUser, apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { CreditsPage } from './credits-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));

const packages: CreditBundlesResponse = {
  country: 'NL',
  currency: 'EUR',
  message_cost: { costs: 1.49, currency: 'EUR' },
  message_credits: 1,
  packages: [
    { id: 1, credits: 25, amount: 999, currency: 'EUR', highlighted: false },
    { id: 2, credits: 100, amount: 2999, currency: 'EUR', highlighted: true },
  ],
};
const methods: PaymentMethodsResponse = {
  country: 'NL',
  currency: 'EUR',
  methods: [
    {
      id: 'ideal',
      banks: [
        { id: 'ing', name: 'ING' },
        { id: 'rabobank', name: 'Rabobank' },
      ],
      recurring: false,
      own_form: false,
    },
    { id: 'visa', banks: null, recurring: true, own_form: false },
    { id: 'paypal', banks: null, recurring: true, own_form: false },
  ],
};

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 7,
  status: 'open',
  package_id: 2,
  credits: 100,
  list_amount: 2999,
  amount: 2999,
  currency: 'EUR',
  paymentmethod: 'ideal',
  bank: 'ing',
  discountcode: null,
  checkout_url: null,
  recurring: false,
  created_at: '2026-11-22T10:00:00.000Z',
  paid_at: null,
  ...overrides,
});

const discount = (code: string, value_percentage: number) => ({
  discountcode: {
    code,
    country: null,
    user_id: null,
    expires: null,
    value_percentage,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: null,
    expired: false,
    paymentmethods: null,
  },
});

function serveShop({ timeBonus = false } = {}) {
  const orders: Array<{ body: unknown; key: string | null }> = [];
  server.use(
    http.get('*/api/packages.php', () => HttpResponse.json(packages)),
    http.get('*/api/paymentmethods.php', () => HttpResponse.json(methods)),
    http.get('*/api/timebonus.php', () =>
      HttpResponse.json({
        timebonus: timeBonus
          ? {
              code: 'TIMEBONUS25',
              value_percentage: 25,
              expires: new Date(Date.now() + 3_600_000).toISOString(),
              seconds_left: 3600,
            }
          : null,
      }),
    ),
    // Failures of the welcome code are ignored (spec §7).
    http.get('*/api/discountcode.php', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('welcome')) return apiErrorAnswer(404, 'discount_code_not_found');
      const code = url.searchParams.get('code')?.toUpperCase();
      if (code === 'TIMEBONUS25') return HttpResponse.json(discount('TIMEBONUS25', 25));
      if (code === 'AMORA10') return HttpResponse.json(discount('AMORA10', 10));
      if (code === 'LUCKY50') return apiErrorAnswer(409, 'discount_code_used');
      if (code === 'BIG30')
        return apiErrorAnswer(422, 'discount_code_minimum', {
          amount_minor: 5000,
          currency: 'EUR',
        });
      if (code === 'IDEAL20') {
        const method = url.searchParams.get('paymentmethod');
        return method && method !== 'ideal'
          ? apiErrorAnswer(422, 'discount_code_method')
          : HttpResponse.json(discount('IDEAL20', 20));
      }
      return apiErrorAnswer(404, 'discount_code_not_found');
    }),
    http.post('*/api/orders.php', async ({ request }) => {
      orders.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return HttpResponse.json({ order: anOrder({ checkout_url: null }) }, { status: 201 });
    }),
    http.get('*/api/orders.php', () => HttpResponse.json({ order: anOrder() })),
  );
  return orders;
}

const member = (overrides = {}) => ({
  auth: {
    user: aUser({
      credits: 0,
      signup_date: new Date(Date.now() - 60_000).toISOString(),
      ...overrides,
    }),
  },
});

function renderCredits(path = '/credits', state: object = member()) {
  return renderWithRouter(
    [
      { path: '/credits', element: <CreditsPage /> },
      { path: '/credits/:id/:paymentmethod?', element: <CreditsPage /> },
      { path: '/directdebit', element: <p>direct debit form</p> },
      { path: '/transactions/:id?', element: <p>transactions</p> },
    ],
    { initialPath: path, preloadedState: state as never },
  );
}

describe('/credits (spec §2, §4)', () => {
  it('offers the bundles with the price per credit and the highlighted one chosen', async () => {
    serveShop();
    renderCredits();
    const bundles = await screen.findByRole('radiogroup', { name: 'Choose your bundle' });
    const highlighted = within(bundles).getByRole('radio', { name: /100 credits/ });
    expect(highlighted).toBeChecked();
    expect(within(bundles).getByText('Most popular')).toBeInTheDocument();
    expect(bundles).toHaveTextContent('€0.30 per credit');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€29.99');
  });

  it('asks for the bank where the method has one, and pays with an Idempotency-Key', async () => {
    const orders = serveShop();
    const user = userEvent.setup();
    renderCredits();
    const methodsGroup = await screen.findByRole('radiogroup', { name: 'Choose how to pay' });
    await user.click(within(methodsGroup).getByRole('radio', { name: /iDEAL/ }));
    const pay = screen.getByRole('button', { name: 'Choose your bank' });
    expect(pay).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Your bank'), 'rabobank');
    await user.click(screen.getByRole('button', { name: 'Pay €29.99' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.body).toEqual({ package: 2, paymentmethod: 'ideal', bank: 'rabobank' });
    expect(orders[0]!.key).toMatch(/^[\w-]{8,}$/);
  });

  it('applies the time bonus by itself; a code can be removed, refused in the spec’s words, and entered', async () => {
    const orders = serveShop({ timeBonus: true });
    const user = userEvent.setup();
    renderCredits();
    expect(await screen.findByText(/Code TIMEBONUS25: 25% off/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€22.49');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€29.99');
    const field = screen.getByLabelText('Discount code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code not found');
    await user.clear(field);
    await user.type(field, 'lucky50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code already used')).toBeInTheDocument();
    await user.clear(field);
    // Money as the member's language writes it, not "50.00 EUR" (issue 49 §12).
    await user.type(field, 'big30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This code needs an order of at least €50.00.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'amora10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Code AMORA10: 10% off/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€26.99');

    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €26.99' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.body).toEqual({
      package: 2,
      paymentmethod: 'paypal',
      discountcode: 'AMORA10',
    });
  });

  it('applies a code the address carries first: the leaving form’s offer (issue 25 §3)', async () => {
    serveShop({ timeBonus: true });
    renderCredits('/credits?code=amora10');
    expect(await screen.findByText(/Code AMORA10: 10% off/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€26.99');
    expect(screen.queryByText(/Code TIMEBONUS25/)).not.toBeInTheDocument();
  });

  it('a code valid only with some methods comes off, with the reason, when another is chosen', async () => {
    serveShop();
    const user = userEvent.setup();
    renderCredits('/credits/2/ideal');
    await user.type(await screen.findByLabelText('Discount code'), 'ideal20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Code IDEAL20: 20% off/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is valid only with another payment method.',
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€29.99');
  });

  it('opens a bundle and method from the address', async () => {
    serveShop();
    renderCredits('/credits/1/visa');
    expect(await screen.findByRole('radio', { name: /25 credits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €9.99' })).toBeEnabled();
  });
});

describe('back from the payment page (spec §4 payment)', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('waits on "Processing your payment", then shows the credits added with a toast', async () => {
    serveShop();
    let status: Order['status'] = 'pending';
    server.use(
      http.get('*/api/orders.php', () => HttpResponse.json({ order: anOrder({ status }) })),
    );
    renderCredits('/credits/2/ideal?order=7');
    expect(
      await screen.findByRole('heading', { name: 'Processing your payment' }),
    ).toBeInTheDocument();
    status = 'paid';
    await act(() => jest.advanceTimersByTimeAsync(2100));
    expect(await screen.findByRole('heading', { name: 'Payment completed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('100 credits added');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/transactions/7',
    );
  });

  it('a failed or cancelled payment says so and offers another method', async () => {
    serveShop();
    server.use(
      http.get('*/api/orders.php', () =>
        HttpResponse.json({ order: anOrder({ status: 'canceled' }) }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCredits('/credits/2/ideal?order=7');
    expect(await screen.findByText('Payment failed or has been cancelled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another payment method.' }));
    // Back on the checkout with the same bundle and no method chosen.
    expect(await screen.findByRole('radio', { name: /100 credits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /iDEAL/ })).not.toBeChecked();
  });
});
