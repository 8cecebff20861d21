import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@app/shared';
import { setupI18n, setupMsw } from '@app/shared/testing';
import ReportQueue from './report-queue';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const group = {
  member: {
    id: 7,
    name: 'Vic',
    email: 'vic@example.com',
    status: 'active',
    about: 'Write me on another app',
    photos: [{ id: 70, status: 'active', url: '/uploads/p70.webp' }],
  },
  reports: [
    {
      id: 1,
      reporter_id: 8,
      reporter_name: 'Ana',
      reason: 'harassment',
      remarks: 'Insults after I said no',
      created_at: '2026-11-20T10:00:00.000Z',
      automatic: false,
    },
    {
      id: 2,
      reporter_id: 9,
      reporter_name: 'Bo',
      reason: 'spam',
      remarks: null,
      created_at: '2026-11-21T10:00:00.000Z',
      automatic: false,
    },
  ],
  conversations: [
    {
      reporter_id: 8,
      messages: [
        {
          sender_id: 8,
          body: 'No thanks',
          created_at: '2026-11-20T09:00:00.000Z',
          has_attachment: false,
        },
        {
          sender_id: 7,
          body: 'You will regret it',
          created_at: '2026-11-20T09:01:00.000Z',
          has_attachment: false,
        },
      ],
    },
  ],
};

it('shows every report about a member together with the conversation, and suspends with a reason', async () => {
  const decisions: unknown[] = [];
  let open = true;
  server.use(
    http.get('*/api/backoffice/reports', () =>
      HttpResponse.json(open ? { waiting: 1, groups: [group] } : { waiting: 0, groups: [] }),
    ),
    http.post('*/api/backoffice/reports/7', async ({ request }) => {
      decisions.push(await request.json());
      open = false;
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18next}>
      <ReportQueue />
    </I18nextProvider>,
  );
  const card = await screen.findByRole('article', { name: /Vic \(member 7\)/ });
  expect(within(card).getByText('2 reports')).toBeInTheDocument();
  expect(within(card).getByText('Harassment or threats')).toBeInTheDocument();
  expect(within(card).getByText('Insults after I said no')).toBeInTheDocument();
  expect(within(card).getByText(/You will regret it/)).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Photo 1 of Vic' })).toHaveAttribute(
    'src',
    '/uploads/p70.webp',
  );
  // Nothing is decided by default: the moderator chooses first.
  expect(within(card).getByRole('button', { name: 'Decide' })).toBeDisabled();
  for (const choice of within(card).getAllByRole('radio')) expect(choice).not.toBeChecked();
  await user.click(within(card).getByLabelText('Suspend'));
  await user.clear(within(card).getByLabelText('Days'));
  await user.type(within(card).getByLabelText('Days'), '14');
  await user.selectOptions(within(card).getByLabelText('Reason told to the member'), 'harassment');
  await user.click(within(card).getByRole('button', { name: 'Decide' }));
  expect(await screen.findByText('No report is waiting.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Reports about Vic handled.');
  expect(decisions).toEqual([{ outcome: 'suspended', days: 14, reason: 'harassment' }]);
});

it("says a report is the site's own, and why, in the moderator's language", async () => {
  const automatic = {
    ...group,
    reports: [
      {
        id: 3,
        reporter_id: 9,
        reporter_name: 'Bo',
        reason: 'spam',
        remarks: null,
        created_at: '2026-11-22T10:00:00.000Z',
        automatic: true,
      },
    ],
    conversations: [],
  };
  server.use(
    http.get('*/api/backoffice/reports', () =>
      HttpResponse.json({ waiting: 1, groups: [automatic] }),
    ),
  );
  render(
    <I18nextProvider i18n={i18next}>
      <ReportQueue />
    </I18nextProvider>,
  );
  const card = await screen.findByRole('article', { name: /Vic \(member 7\)/ });
  expect(within(card).getByText(/by the site \(automatic\)/)).toBeInTheDocument();
  expect(within(card).queryByText(/by Bo/)).not.toBeInTheDocument();
  expect(
    within(card).getByText(
      'A new account sent 5 or more alike first messages within 10 minutes, Bo among those written to. Its first messages are held until you decide.',
    ),
  ).toBeInTheDocument();
});
