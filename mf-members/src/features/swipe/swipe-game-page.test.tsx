import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { swipeStackResponseSchema, type SwipeBody } from '@app/shared/contracts';
import { SwipeGamePage } from './swipe-game-page';
import '../../i18n';
import {
  aMember,
  apiErrorAnswer,
  aUser,
  renderWithRouter,
  setupI18n,
  setupMsw,
  someSettings,
  installTouchScreen,
} from '@app/shared/testing';

const server = setupMsw();
beforeAll(() => setupI18n(['common', 'members']));
beforeEach(() => sessionStorage.clear());

const resetsAt = '2026-11-23T23:00:00.000Z';

/** A stack of Eva, Lena, Noor with `likesLeft`; records the swipes and the zone sent. */
function swipeServer(likesLeft: number) {
  const swipes: SwipeBody[] = [];
  const zones: unknown[] = [];
  let left = likesLeft;
  server.use(
    http.put('*/api/profile.php', async ({ request }) => {
      zones.push(await request.json());
      return HttpResponse.json(
        { error: { code: 'internal_error', message: 'x' } },
        { status: 500 },
      );
    }),
    http.get('*/api/swipe.php', () =>
      HttpResponse.json(
        swipeStackResponseSchema.parse({
          profiles: [
            // Eva is a profile the site operates.
            aMember({ id: 1, name: 'Eva', fictional: true }),
            aMember({ id: 2, name: 'Lena' }),
            aMember({ id: 3, name: 'Noor' }),
          ].filter((m) => !swipes.some((s) => s.id === m.id)),
          likes_left: left,
          resets_at: resetsAt,
        }),
      ),
    ),
    http.post('*/api/swipe.php', async ({ request }) => {
      const body = (await request.json()) as SwipeBody;
      if (body.like && left === 0)
        return apiErrorAnswer(429, 'swipe_limit_reached', { resets_at: resetsAt });
      swipes.push(body);
      if (body.like) left -= 1;
      return HttpResponse.json({
        liked: body.like,
        match: body.like && body.id === 2,
        likes_left: left,
        resets_at: resetsAt,
      });
    }),
  );
  return { swipes, zones };
}

function renderGame() {
  return renderWithRouter([{ path: '/swipe-game', element: <SwipeGamePage /> }], {
    initialPath: '/swipe-game',
    preloadedState: {
      auth: { user: aUser() },
      site: { settings: someSettings({ fictional_icon: 'yes' }) },
    },
  });
}

describe('swipe game', () => {
  it('likes with the right arrow and passes with the left; a match says so', async () => {
    const { swipes, zones } = swipeServer(4);
    const user = userEvent.setup();
    renderGame();
    const card = await screen.findByTestId('swipe-card');
    expect(card).toHaveAccessibleName(/^Eva/);
    expect(card).toHaveFocus();
    // The swipe card says a profile is operated by the site, as the match finder's cards do.
    // The site's word for it, in words on the card (issue 49 §6), not only in a title.
    expect(within(card).getByText(/fictional profile/i)).toBeVisible();
    expect(screen.getByTestId('likes-left')).toHaveTextContent('4 likes left today.');
    // The browser's zone went to the server first (a failure there does not stop the game).
    expect(zones).toEqual([{ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);

    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByTestId('swipe-card')).toHaveAccessibleName(/^Lena/);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText("It's a match with Lena!")).toBeInTheDocument();
    expect(screen.getByTestId('likes-left')).toHaveTextContent('3 likes left today.');
    expect(swipes).toEqual([
      { id: 1, like: false },
      { id: 2, like: true },
    ]);
    expect(screen.getByTestId('swipe-card')).toHaveAccessibleName(/^Noor/);
  });

  it("with the day's likes used, Like is off and passing goes on", async () => {
    const { swipes } = swipeServer(0);
    const user = userEvent.setup();
    renderGame();
    await screen.findByTestId('swipe-card');
    expect(screen.getByTestId('likes-left')).toHaveTextContent(
      "You have used today's 4 likes. New likes at",
    );
    expect(screen.getByRole('button', { name: /Like/ })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(swipes).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Pass/ }));
    expect(await screen.findByTestId('swipe-card')).toHaveAccessibleName(/^Lena/);
    expect(swipes).toEqual([{ id: 1, like: false }]);
  });

  it('tells a finger to swipe, and a keyboard to use the arrow keys (issue 49 §13)', async () => {
    swipeServer(4);
    const undo = installTouchScreen();
    try {
      renderGame();
      expect(await screen.findByText('Swipe the card right to like, left to pass.')).toBeVisible();
      expect(screen.queryByText(/arrow keys/)).toBeNull();
    } finally {
      undo();
    }
  });
});
