import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { StaffProvider } from '../../hooks/use-staff';
import { LoginPage } from './login-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'backoffice']));

const moderator = { id: 2, email: 'mod@example.com', role: 'moderator', permissions: [] };

function renderLogin() {
  return renderWithRouter(
    [
      {
        path: '/login',
        element: (
          <StaffProvider>
            <LoginPage />
          </StaffProvider>
        ),
      },
      { path: '/', element: <p>back office home</p> },
    ],
    { initialPath: '/login' },
  );
}

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'mod@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long password 1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

it('says a refused password in words, and keeps what was typed', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/backoffice/me', () => apiErrorAnswer(401, 'staff_login_required')),
    http.post('*/api/backoffice/login', async ({ request }) => {
      sent.push(await request.json());
      return apiErrorAnswer(401, 'login_failed');
    }),
  );
  const user = userEvent.setup();
  renderLogin();
  await typePassword(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again.');
  expect(screen.getByLabelText('E-mail')).toHaveValue('mod@example.com');
  expect(sent).toEqual([{ email: 'mod@example.com', password: 'a long password 1' }]);
});

it('asks the second factor after the password, refuses a wrong code, then opens the back office', async () => {
  let loggedIn = false;
  const codes: string[] = [];
  server.use(
    http.get('*/api/backoffice/me', () =>
      loggedIn ? HttpResponse.json(moderator) : apiErrorAnswer(401, 'staff_login_required'),
    ),
    http.post('*/api/backoffice/login', () => HttpResponse.json({ next: 'second_factor' })),
    http.post('*/api/backoffice/second-factor', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      codes.push(code);
      if (code !== '123456') return apiErrorAnswer(401, 'second_factor_wrong');
      loggedIn = true;
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderLogin();
  await typePassword(user);
  const code = await screen.findByLabelText('Code from your authenticator app');
  expect(code).toHaveFocus();
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This code is not right, or was used already.',
  );
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('back office home')).toBeInTheDocument();
  expect(codes).toEqual(['000000', '123456']);
});

it('sets up TOTP on the first login: QR code, a code to confirm, then the recovery codes once', async () => {
  let loggedIn = false;
  server.use(
    http.get('*/api/backoffice/me', () =>
      loggedIn ? HttpResponse.json(moderator) : apiErrorAnswer(401, 'staff_login_required'),
    ),
    http.post('*/api/backoffice/login', () => HttpResponse.json({ next: 'enrol' })),
    http.post('*/api/backoffice/totp/enrolment', () =>
      HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    ),
    http.post('*/api/backoffice/totp/confirmation', () => {
      loggedIn = true;
      return HttpResponse.json({ recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] });
    }),
  );
  const user = userEvent.setup();
  renderLogin();
  await typePassword(user);
  expect(
    await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeInTheDocument();
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code from your authenticator app'), '654321');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const list = await screen.findByRole('list', { name: 'Your recovery codes' });
  expect(list).toHaveTextContent('aaaa-bbbb');
  expect(screen.queryByText('back office home')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
  expect(await screen.findByText('back office home')).toBeInTheDocument();
});
