import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { likesResponseSchema } from '../contracts/activity';
import { useGetLikesQuery } from '@app/shared/bindings';
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
});
