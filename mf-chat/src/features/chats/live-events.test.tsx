import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { applyServerEvent } from '@app/shared';
import { renderWithRouter } from '@app/shared/testing';
import '../../i18n';
import { chat, loggedIn, messages, page, routes, server, serveChats } from './chats.fixtures';

describe('live events', () => {
  it('adds a message and a read receipt from events, without asking the server again', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    let messageReads = 0;
    let chatReads = 0;
    server.use(
      http.get('*/api/messages.php', () => {
        messageReads += 1;
        return HttpResponse.json(page([messages[1]!]));
      }),
      http.get('*/api/chats.php', () => {
        chatReads += 1;
        return HttpResponse.json({ chats: [chat({ id: 1, name: 'Eva' })] });
      }),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    );
    const { store } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Hello!');
    expect(within(list).queryByText(/Seen/)).toBeNull();
    act(() => {
      store.dispatch(
        applyServerEvent({ type: 'read', conversationId: 1, readUpTo: 11, byMe: false }),
      );
    });
    expect(await within(list).findByText(/Seen/)).toBeVisible();
    act(() => {
      store.dispatch(
        applyServerEvent({
          type: 'message',
          conversationId: 1,
          message: {
            id: 12,
            conversation_id: 1,
            from_me: false,
            text: 'Are you free tonight?',
            attachment: null,
            sent_at: '2026-11-20T12:00:00.000Z',
            client_id: null,
            lang: null,
          },
        }),
      );
    });
    expect(await within(list).findByText('Are you free tonight?')).toBeVisible();
    const conversations = screen.getByRole('list', { name: 'Conversations' });
    // The list follows the same event; on a busy machine a render later than the conversation.
    await waitFor(() =>
      expect(within(conversations).getByRole('link', { name: /Eva/ })).toHaveTextContent(
        'Are you free tonight?',
      ),
    );
    // Open and read: not counted unread in the list meanwhile.
    expect(within(conversations).getByRole('link', { name: /Eva/ })).not.toHaveTextContent(
      'unread',
    );
    expect(messageReads).toBe(1);
    // Reading the new message did not load the whole list again.
    expect(chatReads).toBe(1);
  });

  it('keeps a live message that arrives while the conversation is being fetched again (a resync)', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    const arrived = {
      id: 12,
      conversation_id: 1,
      from_me: false,
      text: 'Are you free tonight?',
      attachment: null,
      sent_at: '2026-11-20T12:00:00.000Z',
      client_id: null,
      lang: null,
    };
    // The server's answers: before the message was stored, then after it.
    let stored = false;
    let release: () => void = () => {};
    let reads = 0;
    server.use(
      http.get('*/api/messages.php', async () => {
        reads += 1;
        const answer = page(stored ? [messages[1]!, arrived] : [messages[1]!]);
        // The resync's read: made before the message, answered after the event came.
        if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(answer);
      }),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    );
    const { store } = renderWithRouter(routes, {
      initialPath: '/chats/1',
      preloadedState: loggedIn,
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Hello!');
    act(() => {
      store.dispatch(applyServerEvent({ type: 'resync' }));
    });
    await waitFor(() => expect(reads).toBe(2));
    stored = true;
    act(() => {
      store.dispatch(applyServerEvent({ type: 'message', conversationId: 1, message: arrived }));
    });
    expect(await within(list).findByText('Are you free tonight?')).toBeVisible();
    // The older answer lands: the message must not go, or come back at once.
    act(() => release());
    await waitFor(() => expect(reads).toBe(3));
    expect(await within(list).findByText('Are you free tonight?')).toBeVisible();
  });

  it('says when the site no longer shows older messages', async () => {
    serveChats([chat({ id: 1, name: 'Eva' })]);
    server.use(
      http.get('*/api/messages.php', () =>
        HttpResponse.json(page([messages[1]!], { history_limited: true })),
      ),
      http.put('*/api/chat.php', () => HttpResponse.json({ ok: true })),
    );
    renderWithRouter(routes, { initialPath: '/chats/1', preloadedState: loggedIn });
    expect(
      await screen.findByText('Chat history: older messages no longer visible.'),
    ).toBeVisible();
  });
});
