import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import ComplaintQueue from './complaint-queue';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const counts = { new: 1, waiting_member: 0, answered: 3, closed: 9 };
const complaint = {
  id: 12,
  subject: 'billing',
  status: 'new',
  email: 'ana@example.com',
  language: 'fr',
  user_id: 5,
  member_id: null,
  conversation_id: null,
  description: 'Charged twice.',
  created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  replies: [] as { id: number; staff_email: string | null; body: string; created_at: string }[],
  refunds: [
    { id: 3, order_id: 31, amount: 999, currency: 'EUR', created_at: '2026-11-21T10:00:00Z' },
  ],
};

it('lists what is to handle with its age, opens the thread and mails a reply', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/complaints', () =>
      HttpResponse.json({
        counts,
        complaints: [
          {
            id: 12,
            subject: 'billing',
            status: 'new',
            email: 'ana@example.com',
            user_id: 5,
            created_at: complaint.created_at,
            replies: 0,
          },
        ],
      }),
    ),
    http.get('*/api/backoffice/complaints/12', () => HttpResponse.json(complaint)),
    http.post('*/api/backoffice/complaints/12/replies', async ({ request }) => {
      sent.push(await request.json());
      complaint.status = 'answered';
      complaint.replies = [
        {
          id: 1,
          staff_email: 'support@staff.test',
          body: 'Refunded.',
          created_at: new Date().toISOString(),
        },
      ];
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <ComplaintQueue /> }], { initialPath: '/complaints' });
  const link = await screen.findByRole('link', { name: 'Complaint #12 · Payments and credits' });
  expect(link.closest('li')).toHaveTextContent('2 hr ago');
  expect(screen.getByRole('link', { name: 'Closed 9' })).toBeInTheDocument();
  await user.click(link);
  expect(await screen.findByText('Charged twice.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Member file' })).toHaveAttribute('href', '/members/5');
  // The refund finance made for it, with its order.
  const refunds = screen.getByRole('list', { name: 'Refunds made for this complaint' });
  expect(refunds).toHaveTextContent('€9.99 refunded on');
  expect(within(refunds).getByRole('link', { name: 'order #31' })).toHaveAttribute(
    'href',
    '/orders/31',
  );
  await user.type(
    screen.getByLabelText("Reply to ana@example.com (mailed in their language's thread)"),
    'Refunded.',
  );
  await user.click(screen.getByRole('button', { name: 'Send the reply' }));
  expect(await screen.findByText('support@staff.test', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The reply was mailed.');
  expect(sent).toEqual([{ body: 'Refunded.', status: 'answered' }]);
});
