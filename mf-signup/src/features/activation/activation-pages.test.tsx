import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ActivationDonePage, ActivationErrorPage } from './activation-pages';
import '../../i18n';
import { apiErrorAnswer, aUser, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'signup']));

const routes = [
  { path: '/activate/done', element: <ActivationDonePage /> },
  { path: '/activate/error', element: <ActivationErrorPage /> },
  { path: '/members', element: <p>members area</p> },
];

describe('activation pages', () => {
  it('confirms with the link token by a PUT, then says so', async () => {
    let body: unknown = null;
    server.use(
      http.put('*/api/activate.php', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithRouter(routes, { initialPath: '/activate/done?token=abc' });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(body).toEqual({ token: 'abc' });
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/members',
    );
  });

  it('goes to "Activation failed." when the link is used or expired', async () => {
    server.use(http.put('*/api/activate.php', () => apiErrorAnswer(400, 'activation_failed')));
    const { router } = renderWithRouter(routes, { initialPath: '/activate/done?token=old' });
    expect(await screen.findByRole('heading', { name: 'Activation failed.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activate/error');
  });

  it('lets a member whose address is not confirmed ask for a new link', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/activation-mail.php', () => {
        sent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithRouter(routes, {
      initialPath: '/activate/error',
      preloadedState: { auth: { user: aUser({ status: 'not_confirmed' }) } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new link to demo@amora.test.',
    );
    expect(sent).toBe(1);
  });

  it('offers no new link to a visitor or a confirmed member', () => {
    renderWithRouter(routes, {
      initialPath: '/activate/error',
      preloadedState: { auth: { user: aUser() } },
    });
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });
});
