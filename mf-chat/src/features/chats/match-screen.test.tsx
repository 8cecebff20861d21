import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applyServerEvent } from '@app/shared';
import { aProfile, memberAnswer, renderWithRouter } from '@app/shared/testing';
import MatchScreen from './match-screen';
import { chat, loggedIn, server, serveChats } from './chats.fixtures';

/** The widget as the shell places it: beside whatever page the member is on. */
const routes = [
  {
    path: '*',
    element: (
      <>
        <p>Somewhere in the product</p>
        <MatchScreen />
      </>
    ),
  },
];

function matched(memberId: number) {
  const view = renderWithRouter(routes, { initialPath: '/members', preloadedState: loggedIn });
  // What the server's `match` event does, wherever the member is.
  act(() => view.store.dispatch(applyServerEvent({ type: 'match', memberId })));
  return view;
}

describe('the match screen', () => {
  it('opens on a match event with both members, and writes the first message from it', async () => {
    serveChats([]);
    server.use(
      http.get('*/api/member.php', () => memberAnswer(aProfile({ id: 55, name: 'Lena' }))),
      http.post('*/api/messages.php', async ({ request }) => {
        const body = (await request.json()) as { client_id: string; profile: number };
        expect(body.profile).toBe(55);
        return HttpResponse.json({
          message: {
            id: 1,
            conversation_id: 9,
            from_me: true,
            text: 'Hi Lena',
            attachment: null,
            sent_at: '2026-11-20T10:00:00.000Z',
            client_id: body.client_id,
          },
          credits: 4,
        });
      }),
    );
    const user = userEvent.setup();
    const { router, store } = matched(55);
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveTextContent('You and Lena like each other.');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await user.type(screen.getByLabelText('Your message'), 'Hi Lena');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/9'));
    expect(store.getState().matchScreen.memberId).toBeNull();
  });

  it('opens the conversation instead where one exists already', async () => {
    serveChats([chat({ id: 7, name: 'Eva' })]);
    const user = userEvent.setup();
    const { router } = matched(107);
    await user.click(await screen.findByRole('button', { name: 'Write to Eva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/7'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Keep browsing" closes it where the member was', async () => {
    serveChats([]);
    const user = userEvent.setup();
    const { router, store } = matched(107);
    await user.click(await screen.findByRole('button', { name: 'Keep browsing' }));
    expect(screen.queryByTestId('match-screen')).toBeNull();
    expect(store.getState().matchScreen.memberId).toBeNull();
    expect(router.state.location.pathname).toBe('/members');
    expect(screen.getByText('Somewhere in the product')).toBeVisible();
  });
});
