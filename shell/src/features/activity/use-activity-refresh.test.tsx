import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@app/shared';
import { REFRESH_INTERVAL_MS, REFRESH_START_DELAY_MS } from '@app/shared/values';
import { useGetChatsQuery } from '@app/shared/bindings';
import { useActivityRefresh } from './use-activity-refresh';
import { aUser, setupMsw, userAnswer } from '@app/shared/testing';

const server = setupMsw();

function Probe() {
  useActivityRefresh();
  useGetChatsQuery();
  return null;
}

describe('activity refresh (spec §9)', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('refreshes the user and the chats 5 s after mount, then every 60 s', async () => {
    const calls = { user: 0, chats: 0 };
    server.use(
      http.get('*/api/user.php', () => {
        calls.user += 1;
        return userAnswer(aUser({ credits: 3 }));
      }),
      http.get('*/api/chats.php', () => {
        calls.chats += 1;
        return HttpResponse.json({ chats: [] });
      }),
    );
    const store = makeStore({ auth: { user: aUser() } });
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(calls).toEqual({ user: 0, chats: 1 });
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_START_DELAY_MS));
    expect(calls).toEqual({ user: 1, chats: 2 });
    expect(store.getState().auth.user?.credits).toBe(3);
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS));
    expect(calls).toEqual({ user: 2, chats: 3 });
  });

  it('does nothing for a visitor', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/user.php', () => {
        calls += 1;
        return userAnswer(null);
      }),
    );
    const store = makeStore();
    function VisitorProbe() {
      useActivityRefresh();
      return null;
    }
    render(
      <Provider store={store}>
        <VisitorProbe />
      </Provider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_START_DELAY_MS + REFRESH_INTERVAL_MS));
    expect(calls).toBe(0);
  });
});
