import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiErrorAnswer,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';
import { AccountDeletedPage } from './account-deleted-page';
import { MailChangePage } from './mail-change-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

describe('/mail-change/do', () => {
  it('changes the address once, with the link token', async () => {
    const tokens: string[] = [];
    server.use(
      http.put('*/api/mail-change.php', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json({ email: 'new@example.com' });
      }),
    );
    renderWithRouter([{ path: '/mail-change/do', element: <MailChangePage /> }], {
      initialPath: '/mail-change/do?token=tok123',
    });
    expect(await screen.findByText(/Your e-mail address is now new@example.com\./)).toBeVisible();
    expect(tokens).toEqual(['tok123']);
  });

  it('gives the old address back with the link mailed to it, and says what to do next', async () => {
    const tokens: string[] = [];
    server.use(
      http.delete('*/api/mail-change.php', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json({ email: 'old@example.com' });
      }),
    );
    renderWithRouter([{ path: '/mail-change/do', element: <MailChangePage /> }], {
      initialPath: '/mail-change/do?undo=undo123',
    });
    expect(await screen.findByRole('heading', { name: 'Your e-mail address back' })).toBeVisible();
    expect(
      await screen.findByText(
        'Your account uses old@example.com again, and everyone was logged out of it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'choose a new password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(tokens).toEqual(['undo123']);
  });

  it('says when the link is dead, or the address was taken meanwhile', async () => {
    server.use(http.put('*/api/mail-change.php', () => apiErrorAnswer(409, 'email_taken')));
    renderWithRouter([{ path: '/mail-change/do', element: <MailChangePage /> }], {
      initialPath: '/mail-change/do?token=old',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists',
    );
  });
});

describe('/account-deleted', () => {
  it('tells the browser that just asked to leave when, and the way back', () => {
    renderWithRouter([{ path: '/account-deleted', element: <AccountDeletedPage /> }], {
      initialPath: '/account-deleted',
      initialState: { erase_after: '2026-12-10T09:00:00.000Z' },
      preloadedState: { site: { settings: someSettings({ support_email: 'help@amora.test' }) } },
    });
    expect(screen.getByRole('heading', { name: 'Your account will be deleted' })).toBeVisible();
    expect(screen.getByText(/On December 10, 2026 \(14 days from now\) we delete/)).toBeVisible();
    expect(screen.getByText(/customer service at help@amora.test/)).toBeVisible();
  });

  it('tells anyone else who opens the URL how leaving works, not that their account is going', () => {
    renderWithRouter([{ path: '/account-deleted', element: <AccountDeletedPage /> }], {
      initialPath: '/account-deleted',
      preloadedState: { site: { settings: someSettings({ support_email: 'help@amora.test' }) } },
    });
    expect(screen.getByRole('heading', { name: 'Deleting an account' })).toBeVisible();
    expect(screen.queryByText(/Your account will be deleted|we delete your account/)).toBeNull();
  });

  it('reactivates with the mailed link', async () => {
    server.use(http.post('*/api/reactivate.php', () => HttpResponse.json({ ok: true })));
    renderWithRouter([{ path: '/account-deleted', element: <AccountDeletedPage /> }], {
      initialPath: '/account-deleted?token=back',
    });
    expect(await screen.findByText(/Welcome back!/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says when the reactivation link is dead', async () => {
    server.use(http.post('*/api/reactivate.php', () => apiErrorAnswer(400, 'link_invalid')));
    renderWithRouter([{ path: '/account-deleted', element: <AccountDeletedPage /> }], {
      initialPath: '/account-deleted?token=dead',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link expired or invalid, request a new email.',
    );
  });
});
