import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RequestResetPage } from './request-reset-page';
import { ResetPasswordPage } from './reset-password-page';
import '../../i18n';
import { apiErrorAnswer, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

const ok = () => HttpResponse.json({ ok: true });

describe('/reset-password', () => {
  const render = () =>
    renderWithRouter([{ path: '/reset-password', element: <RequestResetPage /> }], {
      initialPath: '/reset-password',
    });

  it('says "Invalid email" before asking the server about a malformed address', async () => {
    let calls = 0;
    server.use(http.post('*/api/password-reset.php', () => (calls++, ok())));
    render();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('answers the same whether the address has an account or not (privacy over the spec text)', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/password-reset.php', async ({ request }) => {
        body = await request.json();
        return ok();
      }),
    );
    render();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'demo@amora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this address, we have sent a link.',
    );
    expect(body).toEqual({ email: 'demo@amora.test' });
  });

  it('shows the daily cap text', async () => {
    server.use(
      http.post('*/api/password-reset.php', () => apiErrorAnswer(429, 'reset_limit_reached')),
    );
    render();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ghost@amora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('Too many password reset emails sent, please try again tomorrow.'),
    ).toBeInTheDocument();
  });
});

describe('/reset-password/do', () => {
  const render = () =>
    renderWithRouter(
      [
        { path: '/reset-password/do', element: <ResetPasswordPage /> },
        { path: '/reset-password', element: <p>request a link</p> },
      ],
      { initialPath: '/reset-password/do?token=abc' },
    );
  const fill = async (password: string, repeat: string) => {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('New password again'), repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('says "The entered passwords are not the same." without calling the server', async () => {
    let calls = 0;
    server.use(http.put('*/api/password-reset.php', () => (calls++, ok())));
    render();
    await fill('a-new-password', 'another-password');
    expect(await screen.findByText('The entered passwords are not the same.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the token and the password, then offers to log in', async () => {
    let body: unknown = null;
    server.use(
      http.put('*/api/password-reset.php', async ({ request }) => {
        body = await request.json();
        return ok();
      }),
    );
    render();
    await fill('a-new-password', 'a-new-password');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(body).toEqual({
      token: 'abc',
      password: 'a-new-password',
      password_repeat: 'a-new-password',
    });
  });

  it('offers a new e-mail when the link expired or was used', async () => {
    server.use(http.put('*/api/password-reset.php', () => apiErrorAnswer(400, 'link_invalid')));
    const { router } = render();
    await fill('a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link expired or invalid, request a new email.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Request a new e-mail' }));
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
