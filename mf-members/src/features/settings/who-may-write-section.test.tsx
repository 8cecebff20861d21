import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aUser, renderWithRouter, setupI18n, setupMsw, userAnswer } from '@app/shared/testing';
import { WhoMayWriteSection } from './who-may-write-section';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

it('shows the "new accounts at once" switch on once saved, and a second tap turns it off (issue 49 §9)', async () => {
  // The server keeps what was sent; the member, read again, says so.
  let atOnce = false;
  const sent: unknown[] = [];
  server.use(
    http.put('*/api/who-may-write.php', async ({ request }) => {
      const body = (await request.json()) as { new_accounts_at_once?: boolean };
      sent.push(body);
      atOnce = body.new_accounts_at_once ?? atOnce;
      return HttpResponse.json({ ok: true });
    }),
    http.get('*/api/user.php', () => userAnswer(aUser({ new_accounts_at_once: atOnce }))),
  );
  const user = userEvent.setup();
  renderWithRouter([{ path: '*', element: <WhoMayWriteSection /> }], {
    preloadedState: { auth: { user: aUser({ new_accounts_at_once: false }) } } as never,
  });
  const toggle = screen.getByRole('switch', { name: /new accounts/i });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  await screen.findByRole('switch', { name: /new accounts/i, checked: true });
  await user.click(screen.getByRole('switch', { name: /new accounts/i }));
  await screen.findByRole('switch', { name: /new accounts/i, checked: false });
  expect(sent).toEqual([{ new_accounts_at_once: true }, { new_accounts_at_once: false }]);
});
