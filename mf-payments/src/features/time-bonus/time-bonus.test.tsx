import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Outlet } from 'react-router';
import { TIME_BONUS_MODAL_DELAY_MS, TIME_BONUS_MODAL_DISMISSAL } from '@app/shared/values';
import type { User } from '@app/shared/contracts';
import { aUser, renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import TimeBonusBanner from './time-bonus-banner';
import TimeBonusModal from './time-bonus-modal';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'payments']));
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

/** A member who signed up a minute ago, with 0 credits: the modal's audience. */
const newcomer = (overrides: Partial<User> = {}) =>
  aUser({ credits: 0, signup_date: new Date(Date.now() - 60_000).toISOString(), ...overrides });

function serveBonus(secondsLeft: number | null) {
  let calls = 0;
  server.use(
    http.get('*/api/timebonus.php', () => {
      calls += 1;
      return HttpResponse.json({
        timebonus:
          secondsLeft === null
            ? null
            : {
                code: 'TIMEBONUS25',
                value_percentage: 25,
                expires: new Date(Date.now() + secondsLeft * 1000).toISOString(),
                seconds_left: secondsLeft,
              },
      });
    }),
  );
  return () => calls;
}

function Layout() {
  return (
    <>
      <TimeBonusBanner />
      <TimeBonusModal />
      <nav>
        <Link to="/members">Members</Link> <Link to="/settings">Settings</Link>
      </nav>
      <Outlet />
    </>
  );
}

function renderArea(user: User, initialPath = '/members') {
  return renderWithRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/members', element: <p>members page</p> },
          { path: '/settings', element: <p>settings page</p> },
          { path: '/credits', element: <p>credits page</p> },
        ],
      },
    ],
    { initialPath, preloadedState: { auth: { user } } as never },
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the time-bonus banner (spec §2, §4)', () => {
  it('shows the countdown, ticking each second, and links to credits', async () => {
    serveBonus(3 * 3600 + 59 * 60 + 10);
    renderArea(newcomer());
    const banner = await screen.findByTestId('time-bonus-banner');
    expect(banner).toHaveAttribute('href', '/credits');
    expect(banner).toHaveTextContent('25% welcome bonus: ends in 03:59:10');
    // In a landmark of its own (issue 25 §4).
    expect(screen.getByRole('complementary', { name: 'Welcome offer' })).toContainElement(banner);
    await advance(3000);
    expect(banner).toHaveTextContent('03:59:07');
  });

  it('clears itself at zero', async () => {
    serveBonus(2);
    renderArea(newcomer());
    expect(await screen.findByTestId('time-bonus-banner')).toHaveTextContent('00:00:02');
    await advance(2500);
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
  });

  it('is not loaded for a paid member, nor shown outside the members area', async () => {
    const calls = serveBonus(3600);
    renderArea(newcomer({ paid_user: true }));
    await advance(1000);
    expect(calls()).toBe(0);
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
  });
});

describe('the time-bonus modal (spec §2, §4, §9)', () => {
  it('opens 40 s after entering the members area, and closing it records the dismissal', async () => {
    serveBonus(3600);
    renderArea(newcomer());
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1000);
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    await advance(1000);
    const modal = await screen.findByTestId('time-bonus-modal');
    expect(screen.getByRole('dialog', { name: 'Special offer' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('25%');
    expect(modal).toHaveTextContent('welcome bonus');
    expect(modal).toHaveTextContent('Act fast: this offer is only for your first 4 hours!');
    // 40 s after an hour was left (give or take the second the answer took).
    expect(modal).toHaveTextContent(/Offer valid for 00:59:2[01]/);
    expect(modal).toHaveTextContent('instantly');

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    const stored = localStorage.getItem(TIME_BONUS_MODAL_DISMISSAL);
    expect(Number.isNaN(Date.parse(stored ?? ''))).toBe(false);
  });

  it('leaving the area cancels it; coming back starts the 40 s again', async () => {
    serveBonus(3600);
    const { router } = renderArea(newcomer());
    await advance(30_000);
    await act(() => router.navigate('/settings'));
    await advance(20_000);
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    await act(() => router.navigate('/members'));
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1000);
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    await advance(1000);
    expect(await screen.findByTestId('time-bonus-modal')).toBeInTheDocument();
  });

  it('go-to-credits closes it and navigates, without recording a dismissal', async () => {
    serveBonus(3600);
    renderArea(newcomer());
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Unlock my bonus' }));
    expect(await screen.findByText('credits page')).toBeInTheDocument();
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    expect(localStorage.getItem(TIME_BONUS_MODAL_DISMISSAL)).toBeNull();
  });

  it('does not open for a member with credits, one who dismissed it, or without a bonus', async () => {
    serveBonus(3600);
    const first = renderArea(newcomer({ credits: 5 }));
    await advance(TIME_BONUS_MODAL_DELAY_MS + 1000);
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(TIME_BONUS_MODAL_DISMISSAL, new Date().toISOString());
    const second = renderArea(newcomer());
    await advance(TIME_BONUS_MODAL_DELAY_MS + 1000);
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
    second.unmount();

    localStorage.clear();
    serveBonus(null);
    renderArea(newcomer());
    await advance(TIME_BONUS_MODAL_DELAY_MS + 1000);
    expect(screen.queryByTestId('time-bonus-modal')).not.toBeInTheDocument();
  });
});
