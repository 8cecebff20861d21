import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import OrdersScreen from './orders-screen';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));

const order = {
  id: 31,
  user_id: 4,
  credits: 100,
  amount: 2999,
  currency: 'EUR',
  paymentmethod: 'paypal',
  status: 'paid',
  psp: 'sandbox',
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:01:00Z',
};

it('finds an order and refunds part of it in minor units, with one key per refund', async () => {
  const asked: { amount: number; reason: string; idempotency_key: string }[] = [];
  const refunds: object[] = [];
  server.use(
    http.get('*/api/backoffice/orders', () =>
      HttpResponse.json({ orders: [{ ...order, email: 'eva@example.com' }] }),
    ),
    http.get('*/api/backoffice/orders/31', () =>
      HttpResponse.json({
        order,
        refunds,
        complaints: [
          { id: 12, subject: 'billing', status: 'new', created_at: '2026-11-21T10:00:00Z' },
        ],
      }),
    ),
    http.post('*/api/backoffice/orders/31/refunds', async ({ request }) => {
      const body = (await request.json()) as (typeof asked)[number];
      asked.push(body);
      const refund = {
        id: 1,
        amount: body.amount,
        credits: 33,
        status: 'done',
        reason: body.reason,
        staff_id: 1,
        created_at: '2026-11-26T10:00:00Z',
        complaint_id: (body as { complaint_id?: number }).complaint_id ?? null,
      };
      refunds.push(refund);
      return HttpResponse.json({ refund });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <OrdersScreen /> }], { initialPath: '/orders' });
  await user.type(screen.getByLabelText('Order number, member id or e-mail address'), '4');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await user.click(await screen.findByRole('link', { name: 'Order #31' }));
  const amount = await screen.findByLabelText('Amount (EUR)');
  expect(amount).toHaveValue('29.99');
  await user.clear(amount);
  await user.type(amount, '10,00');
  await user.type(screen.getByLabelText('Reason'), 'Part');
  // The member's complaint that asked for it is named, and said again in the dialog.
  await user.selectOptions(screen.getByLabelText('The complaint that asked for it'), '12');
  await user.click(screen.getByRole('button', { name: 'Refund through the payment provider' }));
  // Asked again, with what goes back; "Do not refund" sends nothing.
  let dialog = screen.getByRole('dialog', { name: 'Refund order #31?' });
  expect(dialog).toHaveTextContent('€10.00 goes back to the member');
  expect(dialog).toHaveTextContent('“Part”');
  expect(dialog).toHaveTextContent('It answers complaint 12.');
  await user.click(within(dialog).getByRole('button', { name: 'Do not refund' }));
  expect(asked).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Refund through the payment provider' }));
  dialog = screen.getByRole('dialog', { name: 'Refund order #31?' });
  await user.click(
    within(dialog).getByRole('button', { name: 'Refund through the payment provider' }),
  );
  expect(await screen.findByText('€10.00 refunded so far', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Refunded; 33 credits taken back.');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ amount: 1000, reason: 'Part', complaint_id: 12 });
  expect(screen.getByRole('link', { name: 'asked in complaint 12' })).toHaveAttribute(
    'href',
    '/complaints/12',
  );
  expect(asked[0]!.idempotency_key.length).toBeGreaterThan(8);
});
