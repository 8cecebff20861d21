import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ErrorCode, StaffList } from '@app/shared/contracts';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { StaffPage } from './staff-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

const list = (): StaffList => ({
  staff: [
    {
      id: 1,
      email: 'owner@staff.test',
      role: 'owner',
      created_at: '2026-11-01T10:00:00Z',
      disabled_at: null,
      second_factor: true,
      remote: null,
    },
    {
      id: 2,
      email: 'mod@staff.test',
      role: 'moderator',
      created_at: '2026-11-02T10:00:00Z',
      disabled_at: null,
      second_factor: true,
      remote: null,
    },
  ],
  invitations: [
    {
      id: 7,
      email: 'late@staff.test',
      role: 'finance',
      remote: null,
      created_at: '2026-11-20T10:00:00Z',
      expires_at: '2026-11-23T10:00:00Z',
      invited_by: 'owner@staff.test',
      expired: true,
    },
  ],
});

function answering(sent: { path: string; body: unknown }[], refuse?: ErrorCode) {
  server.use(
    http.get('*/api/backoffice/staff', () => HttpResponse.json(list())),
    http.get('*/api/backoffice/me', () =>
      HttpResponse.json({
        id: 1,
        email: 'owner@staff.test',
        role: 'owner',
        remote: null,
        permissions: [],
      }),
    ),
    http.post('*/api/backoffice/staff/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/api/backoffice', '');
      const text = await request.text();
      sent.push({ path, body: text ? JSON.parse(text) : undefined });
      if (refuse) return apiErrorAnswer(409, refuse);
      return HttpResponse.json(
        path.endsWith('/resend') || path.endsWith('/invitations')
          ? { email: 'late@staff.test', expires_at: '2026-12-02T10:00:00Z' }
          : { ok: true },
      );
    }),
  );
}

it('lists pending invitations to send again or revoke, and changes a role with a reason', async () => {
  const sent: { path: string; body: unknown }[] = [];
  answering(sent);
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <StaffPage /> }]);

  const pending = await screen.findByRole('region', { name: 'Pending invitations' });
  expect(pending).toHaveTextContent('late@staff.test');
  expect(pending).toHaveTextContent('Link expired on');
  await user.click(
    within(pending).getByRole('button', { name: 'Send the invitation to late@staff.test again' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    'An invitation was mailed to late@staff.test.',
  );
  await user.click(
    within(pending).getByRole('button', { name: 'Revoke the invitation to late@staff.test' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('its link no longer works');

  // Your own row offers nothing: another owner disables you or changes your role.
  expect(screen.queryByRole('button', { name: 'Change the role of owner@staff.test' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Disable owner@staff.test' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Change the role of mod@staff.test' }));
  await user.selectOptions(screen.getByLabelText('New role of mod@staff.test'), 'deployer');
  await user.selectOptions(screen.getByLabelText('Remote they deploy'), 'mf-chat');
  await user.type(
    screen.getByLabelText('Why does mod@staff.test change role?'),
    'Joined the chat team',
  );
  await user.click(screen.getByRole('button', { name: 'Change now' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'mod@staff.test has their new role; their sessions ended.',
  );
  expect(sent).toEqual([
    { path: '/staff/invitations/7/resend', body: undefined },
    { path: '/staff/invitations/7/revoke', body: undefined },
    {
      path: '/staff/2/role',
      body: { role: 'deployer', remote: 'mf-chat', reason: 'Joined the chat team' },
    },
  ]);
});

it('says why an invitation to an address that is already staff is refused', async () => {
  const sent: { path: string; body: unknown }[] = [];
  answering(sent, 'staff_exists');
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <StaffPage /> }]);
  await user.type(await screen.findByLabelText('E-mail'), 'Mod@Staff.test');
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This address is already a staff member’s: change their role instead.',
  );
  expect(sent).toEqual([
    { path: '/staff/invitations', body: { email: 'mod@staff.test', role: 'owner' } },
  ]);
  expect(screen.queryByRole('status')).toBeNull();
});
