import { http, HttpResponse } from 'msw';
import { setupMsw } from '../../../testing/msw';
import { fetchManifest } from './retry-plugin';

const server = setupMsw();
const URL_OF_MANIFEST = 'http://localhost/remotes/mf-chat/1/mf-manifest.json';

describe('fetchManifest', () => {
  it('tries again 400 ms apart until the manifest answers JSON', async () => {
    let calls = 0;
    server.use(
      http.get(URL_OF_MANIFEST, () => {
        calls += 1;
        return calls < 3
          ? new HttpResponse('<html>busy</html>', { status: calls === 1 ? 502 : 200 })
          : HttpResponse.json({ id: 'mf-chat' });
      }),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const answer = fetchManifest(URL_OF_MANIFEST, {});
      await jest.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      // The configured delay, not the retry plugin's default second.
      await jest.advanceTimersByTimeAsync(399);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      await jest.advanceTimersByTimeAsync(400);
      expect(calls).toBe(3);
      expect(await (await answer).json()).toEqual({ id: 'mf-chat' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up after two more tries when the remote is down', async () => {
    let calls = 0;
    server.use(
      http.get(URL_OF_MANIFEST, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(fetchManifest(URL_OF_MANIFEST, {})).rejects.toThrow();
    expect(calls).toBe(3);
  });
});
