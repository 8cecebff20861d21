import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AppealQueue } from '@app/shared/contracts';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import AppealQueueScreen from './appeal-queue';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const waiting = (): AppealQueue => ({
  open: 1,
  appeals: [
    {
      id: 5,
      user_id: 42,
      name: 'Zoe',
      email: 'zoe@example.com',
      language: 'fr',
      body: 'These were friends from a party, not spam.',
      status: 'open',
      created_at: '2026-11-28T10:00:00Z',
      sanction: {
        kind: 'suspended',
        reason: 'spam',
        until: '2026-12-28T10:00:00Z',
        created_at: '2026-11-27T10:00:00Z',
      },
      answer: null,
      answered_at: null,
    },
  ],
});

it('shows what the member wrote and the decision appealed, and sends the answer with the decision', async () => {
  const sent: unknown[] = [];
  let queue = waiting();
  server.use(
    http.get('*/api/backoffice/appeals', () => HttpResponse.json(queue)),
    http.post('*/api/backoffice/appeals/5/answer', async ({ request }) => {
      sent.push(await request.json());
      queue = { open: 0, appeals: [] };
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <AppealQueueScreen /> }], { initialPath: '/appeals' });
  const card = await screen.findByRole('article', { name: 'Zoe (member 42)' });
  expect(card).toHaveTextContent('These were friends from a party, not spam.');
  expect(card).toHaveTextContent('Suspended on');
  expect(card).toHaveTextContent('for Spam');
  expect(within(card).getByRole('link', { name: 'Zoe (member 42)' })).toHaveAttribute(
    'href',
    '/members/42',
  );
  await user.click(within(card).getByLabelText('Accept: lift the sanction'));
  await user.type(
    within(card).getByLabelText('Answer to the member (mailed; they read fr)'),
    'Nous vous croyons.',
  );
  await user.click(within(card).getByRole('button', { name: 'Send the answer' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Zoe can log in again; the answer was mailed.',
  );
  expect(sent).toEqual([{ decision: 'accepted', answer: 'Nous vous croyons.' }]);
  expect(await screen.findByText('No appeal here.')).toBeInTheDocument();
});

it('says when another moderator answered first', async () => {
  server.use(
    http.get('*/api/backoffice/appeals', () => HttpResponse.json(waiting())),
    http.post('*/api/backoffice/appeals/5/answer', () => apiErrorAnswer(409, 'appeal_answered')),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <AppealQueueScreen /> }], { initialPath: '/appeals' });
  const card = await screen.findByRole('article', { name: 'Zoe (member 42)' });
  await user.click(within(card).getByLabelText('Refuse: the decision stays'));
  await user.type(within(card).getByLabelText(/^Answer to the member/), 'No.');
  await user.click(within(card).getByRole('button', { name: 'Send the answer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This appeal was answered already.');
});
