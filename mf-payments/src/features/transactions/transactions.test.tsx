import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Company, Order } from '@app/shared/contracts';
import { aUser, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { TransactionsPage } from './transactions-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));

const purchase = (overrides: Partial<Order>): Order => ({
  id: 1,
  status: 'paid',
  package_id: 2,
  credits: 100,
  list_amount: 2999,
  amount: 2249,
  currency: 'EUR',
  paymentmethod: 'ideal',
  bank: 'ing',
  discountcode: 'TIMEBONUS25',
  checkout_url: null,
  recurring: false,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

const company: Company = {
  name: 'Amora Media B.V.',
  address: 'Herengracht 420',
  kvk: '81234567',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amora'],
  vat_numbers: ['NL862345678B01'],
  support_phone: '+31201234567',
  delete_discount: 50,
  added: '2024-03-15T09:00:00.000Z',
};

beforeEach(() =>
  server.use(
    http.get('*/api/transactions.php', ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const all = [
        purchase({
          id: 2,
          paymentmethod: 'visa',
          discountcode: null,
          amount: 999,
          list_amount: 999,
          credits: 25,
          status: 'refunded',
        }),
        purchase({ id: 1 }),
      ];
      return HttpResponse.json({
        transactions: id ? all.filter((tx) => tx.id === Number(id)) : all,
      });
    }),
    http.get('*/api/companyinfo.php', () => HttpResponse.json({ company })),
  ),
);

const routes = [{ path: '/transactions/:id?', element: <TransactionsPage /> }];
const member = { auth: { user: aUser() } } as never;

describe('/transactions (spec §2)', () => {
  it('lists the member’s purchases with their state', async () => {
    renderWithRouter(routes, { initialPath: '/transactions', preloadedState: member });
    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const items = within(list).getAllByRole('link');
    expect(items[0]).toHaveTextContent('25 credits · €9.99');
    expect(items[0]).toHaveTextContent('Refunded');
    expect(items[1]).toHaveTextContent('100 credits · €22.49');
    expect(items[1]).toHaveAttribute('href', '/transactions/1');
  });

  it('shows one purchase as a receipt with the company’s details', async () => {
    renderWithRouter(routes, { initialPath: '/transactions/1', preloadedState: member });
    expect(await screen.findByRole('heading', { name: 'Receipt #1' })).toBeInTheDocument();
    expect(screen.getByText('TIMEBONUS25 (−€7.50)')).toBeInTheDocument();
    expect(screen.getByText('€22.49')).toBeInTheDocument();
    expect(screen.getByText('iDEAL')).toBeInTheDocument();
    const seller = await screen.findByRole('region', { name: 'Sold by' });
    expect(seller).toHaveTextContent('Amora Media B.V.');
    expect(seller).toHaveTextContent('Chamber of Commerce: 81234567');
    expect(seller).toHaveTextContent('Trading as Amora');
    expect(seller).toHaveTextContent('VAT: NL862345678B01');
  });
});
