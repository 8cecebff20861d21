import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Order } from '@app/shared/contracts';
import { aUser, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { RepeatOrderPage } from './repeat-order-page';
import { CreditsPage } from './credits-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));

const declined: Order = {
  id: 12,
  status: 'failed',
  package_id: 2,
  credits: 100,
  list_amount: 2999,
  amount: 2999,
  currency: 'EUR',
  paymentmethod: 'visa',
  bank: null,
  discountcode: null,
  checkout_url: null,
  recurring: true,
  created_at: '2026-11-22T10:00:00.000Z',
  paid_at: null,
};

const routes = [
  { path: '/credits/repeat-order', element: <RepeatOrderPage /> },
  { path: '/credits/:id/:paymentmethod?', element: <CreditsPage /> },
  { path: '/credits', element: <CreditsPage /> },
];
const member = { auth: { user: aUser({ paid_user: true }) } } as never;

describe('/credits/repeat-order (spec §4)', () => {
  it('buys the last bundle again on the stored card; a decline offers retry or PayPal', async () => {
    let keys: Array<string | null> = [];
    server.use(
      http.get('*/api/repeat-order.php', () =>
        HttpResponse.json({
          offer: {
            package: { id: 2, credits: 100, amount: 2999, currency: 'EUR', highlighted: true },
            mandate: {
              id: 3,
              method: 'visa',
              status: 'valid',
              label: 'Visa •••• 4242',
              phone: null,
            },
            last_order_id: 7,
          },
        }),
      ),
      http.post('*/api/repeat-order.php', ({ request }) => {
        keys = [...keys, request.headers.get('Idempotency-Key')];
        return HttpResponse.json({
          order: { ...declined, status: 'open' },
          mandate: { id: 3, method: 'visa', status: 'valid', label: 'Visa •••• 4242', phone: null },
        });
      }),
      http.get('*/api/orders.php', () => HttpResponse.json({ order: declined })),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, { initialPath: '/credits/repeat-order', preloadedState: member });
    expect(await screen.findByText('100 credits for €29.99, as last time.')).toBeInTheDocument();
    expect(
      screen.getByText('Paid with Visa •••• 4242, without leaving the site.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed or has been cancelled. Your stored card was declined.',
    );
    expect(keys).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/credits/2/paypal',
    );
  });

  it('without an earlier purchase, offers the credits page', async () => {
    server.use(http.get('*/api/repeat-order.php', () => HttpResponse.json({ offer: null })));
    renderWithRouter(routes, { initialPath: '/credits/repeat-order', preloadedState: member });
    expect(await screen.findByText(/There is no earlier purchase to repeat/)).toBeInTheDocument();
  });
});
