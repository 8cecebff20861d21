import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { chatsResponseSchema, likesResponseSchema } from '../contracts/activity';
import { activityApi } from '../activity/activity-api';
import { useGetChatsQuery, useGetLikesQuery } from '@app/shared/bindings';
import { makeStore } from '../store/store';
import { aUser, setupMsw, userAnswer } from '../../testing';
import { setEventTransport, useServerEventsQuery, type ServerEvent } from './server-events';

const server = setupMsw();

function Probe() {
  useServerEventsQuery({ pushSubscribed: false, streamDelayMs: 0 });
  useGetLikesQuery();
  return null;
}

describe('the server-events door', () => {
  afterEach(() => setEventTransport(null));

  it('turns live events into fresh data, and closes the stream when no one listens', async () => {
    let send: (event: ServerEvent) => void = () => {};
    let closed = false;
    setEventTransport((onEvent) => {
      send = onEvent;
      return () => (closed = true);
    });
    let likesCalls = 0;
    let userCalls = 0;
    server.use(
      http.get('*/api/likes.php', () => {
        likesCalls += 1;
        return HttpResponse.json(
          likesResponseSchema.parse({ profiles: [], liked_by: [], matches: [] }),
        );
      }),
      http.get('*/api/user.php', () => {
        userCalls += 1;
        return userAnswer(aUser({ credits: 7 }));
      }),
    );
    const store = makeStore({ auth: { user: aUser() } });
    const view = render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(likesCalls).toBe(1);

    await act(async () => send({ type: 'like' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(likesCalls).toBe(2);

    // A balance in the event is taken as it is; without one the member is asked for again.
    await act(async () => send({ type: 'credits', credits: 3 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(userCalls).toBe(0);
    expect(store.getState().auth.user?.credits).toBe(3);
    await act(async () => send({ type: 'credits', credits: null }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(userCalls).toBe(1);
    expect(store.getState().auth.user?.credits).toBe(7);

    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(closed).toBe(true);
  });

  it('sends the page-hidden beacon when the page is hidden, and refreshes when shown again', async () => {
    let userCalls = 0;
    server.use(
      http.get('*/api/user.php', () => {
        userCalls += 1;
        return userAnswer(aUser());
      }),
      http.get('*/api/likes.php', () =>
        HttpResponse.json(likesResponseSchema.parse({ profiles: [], liked_by: [], matches: [] })),
      ),
    );
    const beacons: Array<{ url: string; body: string; type: string }> = [];
    const sendBeacon = jest.fn((url: string, data: Blob) => {
      void data.text().then((body) => beacons.push({ url, body, type: data.type }));
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    const store = makeStore({ auth: { user: aUser() } });
    const view = render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(beacons).toEqual([
      { url: '/api/page-hidden.php', body: '{}', type: 'application/json' },
    ]);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(userCalls).toBe(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    view.unmount();
    delete (document as { hidden?: boolean }).hidden;
  });
  it('keeps a live message that lands while the chat list is being fetched again', async () => {
    let send: (event: ServerEvent) => void = () => {};
    setEventTransport((onEvent) => {
      send = onEvent;
      return () => {};
    });
    // What the server holds: the message arrives while the second fetch is on its way, which
    // the server answered before it (the answer lands after the live event).
    let unreadOnServer = 0;
    let chatsCalls = 0;
    const chats = (unread: number) =>
      chatsResponseSchema.parse({
        chats: [
          {
            conversation: { id: 1 },
            profile: { id: 2, name: 'Eva', main_image: null, deleted: false, verified: false },
            num_unread_messages: unread,
            request_status: null,
            last_message: null,
          },
        ],
      });
    server.use(
      http.get('*/api/chats.php', async () => {
        chatsCalls += 1;
        const answer = chats(unreadOnServer);
        if (chatsCalls === 2) await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json(answer);
      }),
      http.get('*/api/likes.php', () =>
        HttpResponse.json(likesResponseSchema.parse({ profiles: [], liked_by: [], matches: [] })),
      ),
      http.get('*/api/user.php', () => userAnswer(aUser())),
    );
    function ChatsProbe() {
      useServerEventsQuery({ pushSubscribed: false, streamDelayMs: 0 });
      useGetChatsQuery();
      return null;
    }
    const store = makeStore({ auth: { user: aUser() } });
    const view = render(
      <Provider store={store}>
        <ChatsProbe />
      </Provider>,
    );
    const unread = () =>
      activityApi.endpoints.getChats.select(undefined)(store.getState()).data?.[0]
        ?.num_unread_messages;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(unread()).toBe(0);
    // A resync starts a second fetch; the message comes in while it is on its way.
    await act(async () => send({ type: 'resync' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    unreadOnServer = 1;
    await act(async () =>
      send({
        type: 'message',
        conversationId: 1,
        message: {
          id: 5,
          conversation_id: 1,
          from_me: false,
          text: 'Hi',
          attachment: null,
          sent_at: new Date().toISOString(),
          client_id: null,
          lang: 'en',
        },
      }),
    );
    expect(unread()).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    // The late answer did not take the message away: the list was asked once more.
    expect(chatsCalls).toBe(3);
    expect(unread()).toBe(1);
    view.unmount();
  });
  it('does not count again a live message the list already holds (fetched after it was stored)', async () => {
    let send: (event: ServerEvent) => void = () => {};
    setEventTransport((onEvent) => {
      send = onEvent;
      return () => {};
    });
    const message = (id: number): ServerEvent => ({
      type: 'message',
      conversationId: 1,
      message: {
        id,
        conversation_id: 1,
        from_me: false,
        text: `Hi ${id}`,
        attachment: null,
        sent_at: '2026-11-27T10:00:00.000Z',
        client_id: null,
        lang: 'en',
      },
    });
    // The list was read after message 5 was stored: it counts it already, with the same time.
    server.use(
      http.get('*/api/chats.php', () =>
        HttpResponse.json(
          chatsResponseSchema.parse({
            chats: [
              {
                conversation: { id: 1 },
                profile: { id: 2, name: 'Eva', main_image: null, deleted: false, verified: false },
                num_unread_messages: 1,
                request_status: null,
                last_message: {
                  id: 5,
                  text: 'Hi 5',
                  sent_at: '2026-11-27T10:00:00.000Z',
                  from_me: false,
                  attachment_type: null,
                  lang: 'en',
                },
              },
            ],
          }),
        ),
      ),
      http.get('*/api/likes.php', () =>
        HttpResponse.json(likesResponseSchema.parse({ profiles: [], liked_by: [], matches: [] })),
      ),
      http.get('*/api/user.php', () => userAnswer(aUser())),
    );
    function ChatsProbe() {
      useServerEventsQuery({ pushSubscribed: false, streamDelayMs: 0 });
      useGetChatsQuery();
      return null;
    }
    const store = makeStore({ auth: { user: aUser() } });
    const view = render(
      <Provider store={store}>
        <ChatsProbe />
      </Provider>,
    );
    const chat = () => activityApi.endpoints.getChats.select(undefined)(store.getState()).data?.[0];
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chat()?.num_unread_messages).toBe(1);
    // Its live event comes after (another tab's new stream, a slow relay): still one unread.
    await act(async () => send(message(5)));
    expect(chat()?.num_unread_messages).toBe(1);
    // The next message, sent in the same second, is new.
    await act(async () => send(message(6)));
    expect(chat()?.num_unread_messages).toBe(2);
    expect(chat()?.last_message?.text).toBe('Hi 6');
    view.unmount();
  });
});
