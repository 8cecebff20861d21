import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';
import { PROFILE_PHOTO_DISMISSAL, ProfilePhotoAlert } from './profile-photo-alert';
import '../../i18n';

beforeAll(() => setupI18n(['common', 'shell']));
beforeEach(() => localStorage.clear());

const image = { filename: 'a.webp', thumb_filename: 'a-thumb.webp', status: 'active' as const };

function renderAt(path: string, user = aUser()) {
  return renderWithRouter([{ path: '*', element: <ProfilePhotoAlert /> }], {
    initialPath: path,
    preloadedState: { auth: { user }, site: { settings: someSettings() } },
  });
}

describe('profile-photo alert', () => {
  it('asks a member without a main photo to add one, until dismissed', async () => {
    const user = userEvent.setup();
    renderAt('/members');
    const alert = screen.getByRole('region', { name: 'Profile photo' });
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(alert).not.toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_PHOTO_DISMISSAL)).not.toBeNull();
  });

  /** Renders the alert in one situation, tells whether it showed, and cleans up. */
  function shownAt(path: string, user: ReturnType<typeof aUser> | null = aUser()) {
    const view = renderWithRouter([{ path: '*', element: <ProfilePhotoAlert /> }], {
      initialPath: path,
      preloadedState: { auth: { user }, site: { settings: someSettings() } },
    });
    const shown = screen.queryByRole('region', { name: 'Profile photo' }) !== null;
    view.unmount();
    return shown;
  }

  it('stays away once dismissed, with a photo, and for visitors', () => {
    expect(shownAt('/members')).toBe(true);
    localStorage.setItem(PROFILE_PHOTO_DISMISSAL, '2026-01-01T00:00:00Z');
    expect(shownAt('/members')).toBe(false);
    localStorage.clear();
    expect(shownAt('/members', aUser({ profile: { ...aUser().profile, main_image: image } }))).toBe(
      false,
    );
    expect(shownAt('/members', null)).toBe(false);
  });

  it.each([
    '/profile',
    '/signup',
    '/activate/done',
    '/settings',
    '/premium',
    '/directdebit',
    '/notifications',
  ])('stays off %s', (path) => {
    expect(shownAt(path)).toBe(false);
    expect(shownAt('/members')).toBe(true);
  });
});
