import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { selectSignupStatus } from '@app/shared/bindings';
import { LoginPage } from './login-page';
import '../../i18n';
import {
  apiErrorAnswer,
  aUser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  userAnswer,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

function renderLogin(initialPath = '/login') {
  return renderWithRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/members', element: <p>members area</p> },
      { path: '/members/:id', element: <p>a profile</p> },
      { path: '/signup', element: <p>sign-up</p> },
    ],
    { initialPath },
  );
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail address or username'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('asks for both fields before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your e-mail address or username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('logs in and goes to the members route', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/user.php', async ({ request }) => {
        body = await request.json();
        return userAnswer(aUser());
      }),
    );
    const { store, router } = renderLogin();
    await fillAndSubmit('demo@amora.test', 'secret-pass');
    expect(await screen.findByText('members area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
    expect(body).toEqual({ email: 'demo@amora.test', password: 'secret-pass' });
    expect(store.getState().auth.user?.profile.name).toBe('Demo');
  });

  it('asks an account with a second factor for its code, then logs in', async () => {
    let codes: unknown[] = [];
    server.use(
      http.post('*/api/user.php', () => apiErrorAnswer(401, 'second_factor_required')),
      http.post('*/api/second-factor.php', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        codes = [...codes, body];
        return body.code === '123456'
          ? userAnswer(aUser())
          : apiErrorAnswer(400, 'second_factor_wrong');
      }),
    );
    const { store, router } = renderLogin('/login?next=%2Fmembers%2F7');
    await fillAndSubmit('demo@amora.test', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    // Nothing typed: said, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is not right, or was used already.',
    );
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('a profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members/7');
    expect(codes).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(store.getState().auth.user?.profile.name).toBe('Demo');
  });

  it('goes back to the password when the waiting login ended', async () => {
    server.use(
      http.post('*/api/user.php', () => apiErrorAnswer(401, 'second_factor_required')),
      http.post('*/api/second-factor.php', () => apiErrorAnswer(401, 'second_factor_locked')),
    );
    renderLogin();
    await fillAndSubmit('demo@amora.test', 'secret-pass');
    await userEvent.type(await screen.findByLabelText('Code'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the password' }));
    expect(screen.getByLabelText('E-mail address or username')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Login failed, please try again." and keeps what was typed', async () => {
    server.use(http.post('*/api/user.php', () => apiErrorAnswer(401, 'login_failed')));
    renderLogin();
    await fillAndSubmit('demo@amora.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again.');
    expect(screen.getByLabelText('E-mail address or username')).toHaveValue('demo@amora.test');
  });

  it('shows the lockout text with the minutes left', async () => {
    server.use(
      http.post('*/api/user.php', () => apiErrorAnswer(429, 'login_locked', { minutes: 12 })),
    );
    renderLogin();
    await fillAndSubmit('demo@amora.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 12 min.',
    );
    // The lock is not a dead end: the reset link is right there.
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('goes back to the page the visitor asked for, and never to another site', async () => {
    server.use(http.post('*/api/user.php', () => userAnswer(aUser())));
    const { router } = renderLogin('/login?next=%2Fmembers%2F5%3Ft%3D3');
    await fillAndSubmit('demo@amora.test', 'secret-pass');
    expect(await screen.findByText('a profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members/5');
    expect(router.state.location.search).toBe('?t=3');
  });

  it('ignores a return address on another site', async () => {
    server.use(http.post('*/api/user.php', () => userAnswer(aUser())));
    const { router } = renderLogin('/login?next=%2F%2Fevil.example%2Fmembers');
    await fillAndSubmit('demo@amora.test', 'secret-pass');
    expect(await screen.findByText('members area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderLogin();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(field).toHaveAttribute('type', 'password');
  });

  it('offers a way back in for a forgotten password', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('offers the way to sign up: the sign-up modal opens in place', async () => {
    const { router, store } = renderLogin();
    const link = screen.getByRole('link', { name: 'Sign up' });
    // Still a link to /signup, for a new tab or a click before scripts run.
    expect(link).toHaveAttribute('href', '/signup');
    await userEvent.click(link);
    expect(selectSignupStatus(store.getState())).toBe('open');
    expect(router.state.location.pathname).toBe('/login');
  });
  it('offers a suspended member the appeal, with the link the answer carries', async () => {
    server.use(
      http.post('*/api/user.php', () =>
        apiErrorAnswer(403, 'account_suspended', {
          reason: 'sending spam',
          until: '29 December 2026',
          appeal: 'signed.link-of-at-least-twenty',
        }),
      ),
    );
    renderLogin();
    await fillAndSubmit('ana@example.com', 'right password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('suspended until 29 December 2026 for sending spam');
    expect(screen.getByRole('link', { name: 'Appeal this decision' })).toHaveAttribute(
      'href',
      '/appeal#signed.link-of-at-least-twenty',
    );
  });
});
