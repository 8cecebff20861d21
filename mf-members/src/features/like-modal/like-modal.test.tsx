import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activityApi } from '@app/shared';
import { likeModalOpened, selectLikeModal } from '@app/shared/bindings';
import LikeModal from './like-modal';
import '../../i18n';
import {
  activityHandlers,
  aUser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));

const eva = { id: 7, name: 'Eva', main_image: { match: 'eva-match.webp' } };

function renderModal() {
  return renderWithRouter(
    [
      { path: '/members', element: <LikeModal /> },
      { path: '/members/:id/chat', element: <p>chat</p> },
    ],
    {
      initialPath: '/members',
      preloadedState: { auth: { user: aUser() }, site: { settings: someSettings() } },
    },
  );
}

describe('LikeModal widget', () => {
  it('opened without a profile, shows the auto-liked one and reloads likes 500 ms later', async () => {
    let likesLoads = 0;
    server.use(
      http.get('*/api/auto-like.php', () => HttpResponse.json({ profile: eva })),
      http.get('*/api/likes.php', () => {
        likesLoads += 1;
        return HttpResponse.json({ profiles: [], liked_by: [], matches: [] });
      }),
    );
    const { store } = renderModal();
    act(() => {
      store.dispatch(likeModalOpened({ buttonLabel: 'View profile' }));
    });
    expect(await screen.findByRole('dialog', { name: 'New like!' })).toBeInTheDocument();
    expect(screen.getByText('Eva likes you.')).toBeInTheDocument();
    const photo = screen.getByRole('button', { name: 'Open the profile of Eva' });
    expect(photo.querySelector('img')).toHaveAttribute('src', '/uploads/eva-match.webp');
    // Nothing subscribed to likes here: the reload is an invalidation; subscribe to see it.
    act(() => {
      store.dispatch(activityApi.endpoints.getLikes.initiate());
    });
    await waitFor(() => expect(likesLoads).toBeGreaterThan(0));
    const before = likesLoads;
    // The auto-like's reload comes LIKES_RELOAD_AFTER_AUTO_LIKE_MS later, once.
    await waitFor(() => expect(likesLoads).toBe(before + 1));
  });

  it('a photo press is told to the parent and keeps it open; the button too; outside or × closes', async () => {
    server.use(...activityHandlers());
    const user = userEvent.setup();
    const { store } = renderModal();
    act(() => {
      store.dispatch(likeModalOpened({ profile: eva, buttonLabel: 'See her profile' }));
    });
    await user.click(await screen.findByRole('button', { name: 'Open the profile of Eva' }));
    expect(selectLikeModal(store.getState()).pressed).toMatchObject({ kind: 'image', id: 7 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See her profile' }));
    expect(selectLikeModal(store.getState()).pressed).toMatchObject({ kind: 'button', id: 7 });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(likeModalOpened({ profile: eva, buttonLabel: 'See her profile' }));
    });
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    await user.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectLikeModal(store.getState()).open).toBe(false);
  });

  it('starting a conversation sets the flag and opens the chat', async () => {
    server.use(...activityHandlers());
    const user = userEvent.setup();
    const { store, router } = renderModal();
    act(() => {
      store.dispatch(likeModalOpened({ profile: eva, buttonLabel: 'View profile' }));
    });
    await user.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(selectLikeModal(store.getState()).startingConversation).toBe(true);
    expect(router.state.location.pathname).toBe('/members/7/chat');
  });

  it('closes quietly when nobody is left to like the member', async () => {
    server.use(http.get('*/api/auto-like.php', () => HttpResponse.json({ profile: null })));
    const { store } = renderModal();
    act(() => {
      store.dispatch(likeModalOpened({ buttonLabel: 'View profile' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(selectLikeModal(store.getState()).open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
