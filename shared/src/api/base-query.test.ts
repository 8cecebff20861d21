import { http, HttpResponse } from 'msw';
import { setupMsw } from '../../testing/msw';
import { api } from './api-slice';
import { makeStore } from '../store/store';
import { aUser } from '../../testing';
import { HTTP_MAX_RETRIES } from '../config/constants';

const server = setupMsw();

// Endpoints used only by this test, injected the way every feature injects its own.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, void>({ query: () => 'probe.php' }),
    write: build.mutation<{ ok: boolean }, { key?: string }>({
      query: ({ key }) => ({
        url: 'probe.php',
        method: 'POST',
        body: {},
        headers: key ? { 'Idempotency-Key': key } : {},
      }),
    }),
  }),
});

/** Runs a request to completion while fast-forwarding the retry back-off timers. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  while (!done) await jest.advanceTimersByTimeAsync(1_000);
  return promise;
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('base query', () => {
  it('calls /api with the client header and credentials', async () => {
    let header: string | null = null;
    server.use(
      http.get('*/api/probe.php', ({ request }) => {
        header = request.headers.get('X-Request-Type');
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    const result = await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(result.data).toEqual({ ok: true });
    expect(header).toBe('client');
  });

  it('retries a GET that fails with a server error, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/probe.php', () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    const result = await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(result.data).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it(`gives up after ${HTTP_MAX_RETRIES} retries`, async () => {
    let calls = 0;
    server.use(
      http.get('*/api/probe.php', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const store = makeStore();
    const result = await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(result.isError).toBe(true);
    expect(calls).toBe(1 + HTTP_MAX_RETRIES);
  });

  it('retries a network failure of a GET', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/probe.php', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    const result = await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(result.data).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('does not retry a client error', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/probe.php', () => {
        calls += 1;
        return HttpResponse.json(
          { error: { code: 'validation_failed', message: 'bad' } },
          { status: 400 },
        );
      }),
    );
    const store = makeStore();
    await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(calls).toBe(1);
  });

  it('never repeats a write without an idempotency key', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/probe.php', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const store = makeStore();
    await settle(store.dispatch(testApi.endpoints.write.initiate({})));
    expect(calls).toBe(1);
  });

  it('repeats a write that carries an idempotency key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/probe.php', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length < 2
          ? HttpResponse.json({}, { status: 502 })
          : HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    const result = await settle(store.dispatch(testApi.endpoints.write.initiate({ key: 'k-1' })));
    expect('data' in result && result.data).toEqual({ ok: true });
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('logs the member out on a 403 carrying authentication_required', async () => {
    server.use(
      http.get('*/api/probe.php', () =>
        HttpResponse.json(
          { error: { code: 'authentication_required', message: 'Log in' } },
          { status: 403 },
        ),
      ),
    );
    const store = makeStore({ auth: { user: aUser() } });
    await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(store.getState().auth.user).toBeNull();
  });

  it('keeps the member logged in on a 403 for another reason', async () => {
    server.use(
      http.get('*/api/probe.php', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'No' } }, { status: 403 }),
      ),
    );
    const store = makeStore({ auth: { user: aUser() } });
    await settle(store.dispatch(testApi.endpoints.probe.initiate()));
    expect(store.getState().auth.user).not.toBeNull();
  });
});
