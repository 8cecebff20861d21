import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import MemberDesk from './member-desk';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));
// Who is looking: support, unless a test says otherwise (the file offers what they may do).
let permissions = ['members.lookup'];
beforeEach(() => {
  permissions = ['members.lookup'];
  server.use(
    http.get('*/api/backoffice/me', () =>
      HttpResponse.json({ id: 1, email: 's@staff.test', role: 'x', remote: null, permissions }),
    ),
  );
});

const file = {
  account: {
    id: 42,
    email: 'zoe@example.com',
    name: 'Zoe',
    status: 'not_confirmed',
    language: 'fr',
    credits: 12,
    premium: false,
    signup_date: '2026-11-01T10:00:00.000Z',
    country: 'FR',
    email_disabled_reason: null,
    source: { network: 'ads', ref: null, sub1: 'spring' },
    deletion_requested_at: null,
  },
  live_sessions: 2,
  sign_in: { second_factor: false, passkeys: 1 },
  sanctions: [],
  ledger: [
    {
      id: 1,
      amount: 20,
      reason: 'purchase',
      balance_after: 20,
      created_at: '2026-11-02T10:00:00Z',
    },
  ],
  orders: [],
  safety: { blocked: 0, blocked_by: 1, reported: 0, reported_by: 2 },
  complaints: [{ id: 9, subject: 'Refund please', created_at: '2026-11-03T10:00:00Z' }],
  mails: [{ subject: 'Confirm your e-mail address', sent_at: '2026-11-01T10:00:00Z' }],
  notes: [] as { id: number; body: string; created_at: string; staff_email: string | null }[],
  linked: [
    {
      id: 77,
      email: 'zoe2@example.com',
      name: 'Zoé',
      status: 'banned',
      via: ['device', 'payment'] as ('device' | 'signup_network' | 'payment')[],
    },
  ],
};

const listed = (id: number, name: string) => ({
  id,
  email: `${name.toLowerCase()}@example.com`,
  name,
  status: 'active',
  signup_date: '2026-11-01T10:00:00Z',
  country: 'FR',
  credits: 0,
  premium: false,
  verified: false,
  operated: false,
  reports: 0,
  source: null,
});
const listOf = (members: ReturnType<typeof listed>[]) => ({
  members,
  total: members.length,
  page: 1,
  page_size: 50,
});

it('finds a member, opens the file, and asks for a large adjustment once with one key', async () => {
  const adjustments: { amount: number; reason: string; idempotency_key: string }[] = [];
  server.use(
    http.get('*/api/backoffice/members', ({ request }) =>
      HttpResponse.json(
        listOf(new URL(request.url).searchParams.get('q') === 'zoe' ? [listed(42, 'Zoe')] : []),
      ),
    ),
    http.get('*/api/backoffice/members/42', () => HttpResponse.json(file)),
    http.post('*/api/backoffice/members/42/credits', async ({ request }) => {
      adjustments.push((await request.json()) as (typeof adjustments)[number]);
      return HttpResponse.json({
        adjustment: {
          id: 1,
          user_id: 42,
          amount: 500,
          reason: 'x',
          status: 'waiting',
          requested_by: 1,
          requested_at: '2026-11-26T10:00:00Z',
          decided_by: null,
          balance_after: null,
        },
      });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members' });
  await user.type(await screen.findByLabelText('Find a member'), 'zoe');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await user.click(await screen.findByRole('link', { name: 'Zoe (member 42)' }));
  const article = await screen.findByRole('article', { name: 'Zoe (member 42)' });
  expect(within(article).getByTestId('member-credits')).toHaveTextContent('12');
  expect(within(article).getByTestId('member-source')).toHaveTextContent('ads · spring');
  expect(within(article).getByText(/#9 · Refund please/)).toBeInTheDocument();
  // Another account on the same browser and bank account: ban evasion, seen.
  const linked = within(article).getByRole('link', { name: 'Zoé (member 77)' });
  expect(linked).toHaveAttribute('href', '/members/77');
  expect(linked.closest('li')).toHaveTextContent('Banned · same browser, same bank account');
  expect(within(article).getByText(/Confirm your e-mail address/)).toBeInTheDocument();
  expect(
    within(article).getByRole('button', { name: 'Send the activation mail again' }),
  ).toBeInTheDocument();
  await user.type(within(article).getByLabelText('Credits'), '500');
  await user.type(
    within(article).getByLabelText('Reason', { selector: '#adjust-reason' }),
    'Goodwill after an outage',
  );
  await user.click(within(article).getByRole('button', { name: 'Adjust' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    "The adjustment waits for a second staff member's approval.",
  );
  expect(adjustments).toHaveLength(1);
  expect(adjustments[0]).toMatchObject({ amount: 500, reason: 'Goodwill after an outage' });
  expect(adjustments[0]!.idempotency_key.length).toBeGreaterThanOrEqual(8);
});

it('says when nobody matches', async () => {
  server.use(http.get('*/api/backoffice/members', () => HttpResponse.json(listOf([]))));
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], {
    initialPath: '/members?q=nobody',
  });
  expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Find a member')).toHaveValue('nobody');
});

it('filters, orders and pages the list in its address, and suspends the members picked after asking again', async () => {
  permissions = ['members.lookup', 'members.suspend'];
  const asked: string[] = [];
  const bulk: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/members', ({ request }) => {
      const search = new URL(request.url).search;
      asked.push(search);
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json({
        ...listOf(
          page === 1 ? [listed(1, 'Ana'), listed(2, 'Ben'), listed(3, 'Cleo')] : [listed(4, 'Dan')],
        ),
        total: 53,
        page,
      });
    }),
    http.post('*/api/backoffice/members/bulk/suspend', async ({ request }) => {
      bulk.push(await request.json());
      return HttpResponse.json({ done: [1], skipped: [{ id: 2, code: 'already_reviewed' }] });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members' });
  expect(await screen.findByTestId('member-list-count')).toHaveTextContent('53 members');
  await user.type(screen.getByLabelText('Country'), 'fr');
  await user.selectOptions(screen.getByLabelText('Reported'), 'yes');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await waitFor(() => expect(asked.at(-1)).toContain('country=FR'));
  expect(asked.at(-1)).toContain('reported=yes');
  await user.selectOptions(await screen.findByLabelText('Order'), 'reports');
  await waitFor(() => expect(asked.at(-1)).toContain('sort=reports'));
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Dan (member 4)' })).toBeInTheDocument();
  expect(asked.at(-1)).toContain('page=2');
  await user.click(screen.getByRole('button', { name: 'Previous page' }));

  await user.click(await screen.findByRole('checkbox', { name: 'Pick Ana (member 1)' }));
  await user.click(screen.getByRole('checkbox', { name: 'Pick Ben (member 2)' }));
  const bar = screen.getByRole('form', { name: '2 members picked' });
  await user.selectOptions(within(bar).getByLabelText('Do'), 'suspend');
  await user.clear(within(bar).getByLabelText('Days'));
  await user.type(within(bar).getByLabelText('Days'), '3');
  await user.selectOptions(within(bar).getByLabelText('Reason told to the member'), 'scam');
  await user.click(within(bar).getByRole('button', { name: 'Do it' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend 2 members?' });
  await user.click(within(dialog).getByRole('button', { name: 'Do it' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '1 member suspended. Not member 2: suspended or banned already',
  );
  expect(bulk).toEqual([{ ids: [1, 2], days: 3, reason: 'scam' }]);
});

it('offers no bulk action to staff who may do none', async () => {
  server.use(
    http.get('*/api/backoffice/members', () => HttpResponse.json(listOf([listed(1, 'Ana')]))),
  );
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members' });
  expect(await screen.findByRole('link', { name: 'Ana (member 1)' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

it('erases a member only after asking again, with the reason typed', async () => {
  const erased: unknown[] = [];
  let status = 'active';
  server.use(
    http.get('*/api/backoffice/members/42', () =>
      HttpResponse.json({ ...file, account: { ...file.account, status } }),
    ),
    http.post('*/api/backoffice/members/42/erase', async ({ request }) => {
      erased.push(await request.json());
      status = 'deleted';
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members/42' });
  await user.type(await screen.findByLabelText("Why erase (the member's request)"), 'Art. 17');
  await user.click(screen.getByRole('button', { name: 'Erase now' }));
  const dialog = screen.getByRole('dialog', { name: 'Erase Zoe now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep the account' }));
  expect(erased).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Erase now' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Erase Zoe now?' })).getByRole('button', {
      name: 'Erase for good',
    }),
  );
  expect(await screen.findByText('This member was erased.', { selector: '.alert' })).toBeVisible();
  expect(erased).toEqual([{ reason: 'Art. 17' }]);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Erase now' })).not.toBeInTheDocument(),
  );
  // Nothing left to act on, and said once.
  expect(screen.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adjust' })).not.toBeInTheDocument();
  expect(screen.getAllByText('This member was erased.')).toHaveLength(1);
});

it('turns a member’s codes from an app off with a reason, and the file says so', async () => {
  const asked: unknown[] = [];
  let signIn = { second_factor: true, passkeys: 0 };
  server.use(
    http.get('*/api/backoffice/members/42', () => HttpResponse.json({ ...file, sign_in: signIn })),
    http.post('*/api/backoffice/members/42/second-factor/off', async ({ request }) => {
      asked.push(await request.json());
      signIn = { ...signIn, second_factor: false };
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members/42' });
  const article = await screen.findByRole('article', { name: 'Zoe (member 42)' });
  expect(within(article).getByTestId('member-second_factor')).toHaveTextContent('yes');
  const form = within(article)
    .getByRole('heading', { name: 'Turn off codes from an app' })
    .closest('form')!;
  await user.type(
    within(form).getByRole('textbox', { name: 'Reason' }),
    'Lost phone; identity checked by a selfie with ID',
  );
  await user.click(within(form).getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Codes from an app are off: the member logs in with the password and was mailed.',
  );
  expect(asked).toEqual([{ reason: 'Lost phone; identity checked by a selfie with ID' }]);
  await waitFor(() =>
    expect(within(article).getByTestId('member-second_factor')).toHaveTextContent('no'),
  );
  expect(
    within(article).queryByRole('heading', { name: 'Turn off codes from an app' }),
  ).not.toBeInTheDocument();
});

it('a moderator suspends from the file without a report, then lifts it; support only sees no such form', async () => {
  const sent: { path: string; body: unknown }[] = [];
  let status = 'active';
  server.use(
    http.get('*/api/backoffice/members/42', () =>
      HttpResponse.json({ ...file, account: { ...file.account, status } }),
    ),
    http.post('*/api/backoffice/members/42/:act', async ({ request, params }) => {
      sent.push({ path: String(params.act), body: await request.json() });
      status = params.act === 'lift' ? 'active' : 'suspended';
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  const view = renderWithRouter([{ path: '*', element: <MemberDesk /> }], {
    initialPath: '/members/42',
  });
  await screen.findByRole('article', { name: 'Zoe (member 42)' });
  expect(screen.queryByRole('group', { name: 'Suspend or ban' })).toBeNull();
  view.unmount();

  permissions = ['members.lookup', 'members.suspend'];
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members/42' });
  const group = await screen.findByRole('group', { name: 'Suspend or ban' });
  expect(within(group).getByLabelText('Suspend')).toBeChecked();
  const days = screen.getByLabelText('Days');
  expect(days).toHaveValue(7);
  await user.clear(days);
  await user.type(days, '14');
  await user.selectOptions(screen.getByLabelText('Reason told to the member'), 'spam');
  await user.type(
    screen.getByLabelText('Note for the team (optional, kept in the audit trail)'),
    'Same text to 40 members',
  );
  await user.click(screen.getByRole('button', { name: 'Suspend now' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The member is suspended; their sessions ended.',
  );
  await user.type(
    await screen.findByLabelText('Reason', { selector: '#lift-reason' }),
    'Appeal accepted',
  );
  await user.click(screen.getByRole('button', { name: 'Lift now' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The member can log in again.');
  expect(sent).toEqual([
    { path: 'suspend', body: { reason: 'spam', days: 14, note: 'Same text to 40 members' } },
    { path: 'lift', body: { reason: 'Appeal accepted' } },
  ]);
});

it('support adds a note to the file and reads it there, with who wrote it', async () => {
  const notes: typeof file.notes = [];
  server.use(
    http.get('*/api/backoffice/members/42', () => HttpResponse.json({ ...file, notes })),
    http.post('*/api/backoffice/members/42/notes', async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      notes.unshift({
        id: notes.length + 1,
        body,
        created_at: '2026-11-29T10:00:00Z',
        staff_email: 's@staff.test',
      });
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <MemberDesk /> }], { initialPath: '/members/42' });
  const section = await screen.findByRole('region', { name: 'Support notes' });
  expect(within(section).getByText('Nothing yet.', { exact: false })).toBeInTheDocument();
  await user.type(within(section).getByLabelText('A note for the team'), 'Called about a refund.');
  await user.click(within(section).getByRole('button', { name: 'Add the note' }));
  expect(await within(section).findByText('Called about a refund.')).toBeInTheDocument();
  expect(section).toHaveTextContent('s@staff.test');
  expect(screen.getByRole('status')).toHaveTextContent('The note was added.');
});
