import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { User } from '@app/shared/contracts';
import { AccountReminder, needsActivationReminder } from './account-reminder';
import '../../i18n';
import { aUser, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'shell']));

const unconfirmed = (overrides: Partial<User> = {}) =>
  aUser({
    status: 'not_confirmed',
    profile: { ...aUser().profile, status: 'disabled' },
    ...overrides,
  });

describe('account reminder (spec §4)', () => {
  it.each([
    ['an unconfirmed member on the members page', unconfirmed(), '/members', true],
    ['a confirmed member', aUser(), '/members', false],
    ['a visitor', null, '/members', false],
    ['an unconfirmed member on settings', unconfirmed(), '/settings', false],
    ['an unconfirmed member on notifications', unconfirmed(), '/notifications', false],
    ['an unconfirmed member on sign-up', unconfirmed(), '/signup', false],
    [
      'an unconfirmed member with disabled notifications',
      unconfirmed({ notifications_disabled: ['new_messages'] }),
      '/members',
      false,
    ],
    [
      'a new member, whose marketing mail starts off',
      unconfirmed({ notifications_disabled: ['promotions', 'weekly_updates', 'news'] }),
      '/members',
      true,
    ],
  ])('%s → %p', (_name, user, pathname, shown) => {
    expect(needsActivationReminder(user, pathname)).toBe(shown);
  });

  it('shows the address and sends a new link on request', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/activation-mail.php', () => {
        sent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderWithRouter([{ path: '/members', element: <AccountReminder /> }], {
      initialPath: '/members',
      preloadedState: { auth: { user: unconfirmed() } },
    });
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveTextContent(
      'we sent a link to demo@amora.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new link to demo@amora.test.',
    );
    expect(sent).toBe(1);
  });
});

describe('account reminder after a sign-up elsewhere (api_signup_complete)', () => {
  const setPhone = (phone: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  };
  beforeEach(() => localStorage.clear());

  it('is a modal on a desktop; closing it is remembered and leaves the alert', async () => {
    setPhone(false);
    const view = () =>
      renderWithRouter([{ path: '/members', element: <AccountReminder /> }], {
        initialPath: '/members?api_signup_complete=1&lb=2',
        preloadedState: { auth: { user: unconfirmed() } },
      });
    const { router, unmount } = view();
    const dialog = screen.getByRole('dialog', { name: 'Confirm your e-mail address' });
    expect(dialog).toHaveTextContent('we sent a link to demo@amora.test');
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
    // The flag leaves the address; other parameters stay.
    expect(router.state.location.search).toBe('?lb=2');
    unmount();
    // Back by the same link: the modal was dismissed already.
    view();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
  });

  it('is not shown on a smartphone', () => {
    setPhone(true);
    renderWithRouter([{ path: '/members', element: <AccountReminder /> }], {
      initialPath: '/members?api_signup_complete=1',
      preloadedState: { auth: { user: unconfirmed() } },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('goes once the member confirmed in another tab and comes back to this one (issue 49 §5)', async () => {
    server.use(http.get('*/api/user.php', () => HttpResponse.json({ user: aUser() })));
    renderWithRouter([{ path: '/members', element: <AccountReminder /> }], {
      initialPath: '/members',
      preloadedState: { auth: { user: unconfirmed() } },
    });
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
    // The mail's link confirmed the address in another tab; the member comes back here.
    window.dispatchEvent(new Event('focus'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull(),
    );
  });
});
