import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderWithRouter, setupI18n } from '@app/shared/testing';
import {
  DISABLED_NOTIFICATIONS_DISMISSAL,
  DisabledNotificationsAlert,
} from './disabled-notifications-alert';
import '../../i18n';

beforeAll(() => setupI18n(['common', 'shell']));
beforeEach(() => localStorage.clear());

const render = (path: string, disabled: string[]) =>
  renderWithRouter([{ path, element: <DisabledNotificationsAlert /> }], {
    initialPath: path,
    preloadedState: { auth: { user: aUser({ notifications_disabled: disabled as never }) } },
  });

describe('disabled-notifications alert (spec §4)', () => {
  it('shows with any disabled kind, links to the settings, and stays dismissed', async () => {
    const { unmount } = render('/members', ['new_messages']);
    const alert = screen.getByRole('region', { name: 'E-mail notifications' });
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(alert).not.toBeInTheDocument();
    expect(Date.parse(localStorage.getItem(DISABLED_NOTIFICATIONS_DISMISSAL)!)).not.toBeNaN();
    unmount();
    render('/members', ['new_messages']);
    expect(screen.queryByRole('region', { name: 'E-mail notifications' })).toBeNull();
  });

  it.each([
    ['nothing is disabled', '/members', []],
    // A new member's start: offers, digests and news wait for their yes.
    ['only offers, digests and news are off', '/members', ['promotions', 'weekly_updates', 'news']],
    ['on the settings page', '/settings', ['new_messages']],
    ['on the notifications page', '/notifications', ['new_messages']],
  ])('is not shown when %s', (_name, path, disabled) => {
    render(path, disabled);
    expect(screen.queryByRole('region', { name: 'E-mail notifications' })).toBeNull();
  });
});
