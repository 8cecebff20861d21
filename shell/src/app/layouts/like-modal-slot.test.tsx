import { act } from '@testing-library/react';
import {
  likeModalButtonPressed,
  likeModalImagePressed,
  likeModalOpened,
  selectLikeModal,
} from '@app/shared/bindings';
import { aUser, renderWithRouter, setupI18n, someSettings } from '@app/shared/testing';
import { LikeModalSlot } from './like-modal-slot';
import '../../i18n';

beforeAll(() => setupI18n(['common', 'shell']));

// The widget itself is mf-members' (tested there); here, the parent's part of spec §2 and §4.
jest.mock('../federation/remote-widget', () => ({ WidgetSlot: () => null }));

function renderSlot(path: string) {
  return renderWithRouter(
    [
      { path: '/members', element: <LikeModalSlot /> },
      { path: '/members/:id', element: <LikeModalSlot /> },
    ],
    {
      initialPath: path,
      preloadedState: { auth: { user: aUser() }, site: { settings: someSettings() } },
    },
  );
}

describe('like modal slot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('?t=2 leaves the address at once and opens the modal 2 s later', () => {
    const { store, router } = renderSlot('/members?gender=female&t=2');
    expect(router.state.location.search).toBe('?gender=female');
    act(() => jest.advanceTimersByTime(1900));
    expect(selectLikeModal(store.getState()).open).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(selectLikeModal(store.getState())).toMatchObject({
      open: true,
      profile: null,
      buttonLabel: 'View profile',
    });
  });

  it('a press of the photo or the button opens that profile and closes the modal', () => {
    const { store, router } = renderSlot('/members');
    const eva = { id: 7, name: 'Eva', main_image: { match: 'e.webp' } };
    act(() => {
      store.dispatch(likeModalOpened({ profile: eva, buttonLabel: 'View profile' }));
      store.dispatch(likeModalImagePressed(7));
    });
    expect(router.state.location.pathname).toBe('/members/7');
    expect(selectLikeModal(store.getState()).open).toBe(false);
    act(() => {
      store.dispatch(likeModalOpened({ profile: { ...eva, id: 8 }, buttonLabel: 'View profile' }));
      store.dispatch(likeModalButtonPressed(8));
    });
    expect(router.state.location.pathname).toBe('/members/8');
    expect(selectLikeModal(store.getState()).open).toBe(false);
  });

  it('does not open for a visitor', () => {
    const { store, router } = renderWithRouter([{ path: '/members', element: <LikeModalSlot /> }], {
      initialPath: '/members?t=0',
      preloadedState: { site: { settings: someSettings() } },
    });
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.search).toBe('');
    expect(selectLikeModal(store.getState()).open).toBe(false);
  });
});
