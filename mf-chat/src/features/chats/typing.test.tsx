import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applyServerEvent, liveEventReceived } from '@app/shared';
import { renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, messages, page, routes, server, serveChats } from './chats.fixtures';

describe('typing', () => {
  it('shows the other member typing from a live event, and tells them when one types', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let signals = 0;
    server.use(
      http.get('*/api/messages.php', () => HttpResponse.json(page([]))),
      http.post('*/api/typing.php', () => {
        signals += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    await screen.findByLabelText('Your message');
    expect(screen.queryByText('Eva is typing…')).toBeNull();
    act(() => {
      store.dispatch(liveEventReceived({ type: 'typing', conversationId: 1, memberId: 101 }));
    });
    expect(await screen.findByText('Eva is typing…')).toBeVisible();
    // Another conversation's typing shows nothing here.
    act(() => {
      store.dispatch(liveEventReceived({ type: 'typing', conversationId: 2, memberId: 102 }));
    });
    await user.type(screen.getByLabelText('Your message'), 'Hello there');
    // Eleven keystrokes within a few hundred milliseconds: one signal.
    await waitFor(() => expect(signals).toBe(1));
    // Their message arrives: they are no longer typing.
    act(() => {
      store.dispatch(
        applyServerEvent({
          type: 'message',
          conversationId: 1,
          message: { ...messages[0]!, id: 30, text: 'Here I am' },
        }),
      );
    });
    expect(await screen.findByText('Here I am')).toBeVisible();
    expect(screen.queryByText('Eva is typing…')).toBeNull();
  });
});
