import { screen } from '@testing-library/react';
import { aUser, renderWithRouter, setupI18n } from '@app/shared/testing';
import { Alerts } from './alerts';
import '../../i18n';

beforeAll(() => setupI18n(['common', 'shell']));
beforeEach(() => localStorage.clear());

const render = (user: ReturnType<typeof aUser>) =>
  renderWithRouter([{ path: '/members', element: <Alerts /> }], {
    initialPath: '/members',
    preloadedState: { auth: { user } },
  });

describe('the alerts under the navigation (spec §4)', () => {
  it('show one at a time, the first that applies, never a stack', () => {
    // No photo and a kind of mail switched off: both apply, the notifications one comes first.
    render(aUser({ notifications_disabled: ['new_messages'] }));
    expect(screen.getByRole('region', { name: 'E-mail notifications' })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('the next shows once the first is dealt with (the mail switched back on)', () => {
    render(aUser());
    expect(screen.getByRole('region', { name: 'Profile photo' })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
