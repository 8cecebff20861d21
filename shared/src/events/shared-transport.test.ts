import type { EventTransport, ServerEvent } from './server-events';
import { sharedTransport, type TabSharing } from './shared-transport';

/**
 * The Web Locks semantics the transport relies on, for one lock name: one holder at a time,
 * held until the callback's promise settles; `ifAvailable` answers null instead of waiting; a
 * waiting request aborted by its signal rejects. (A browser gives the real thing: the four-tab
 * journey in e2e/realtime.spec.ts runs on it.)
 */
function webLocks(): TabSharing['locks'] {
  let held = false;
  const waiting: Array<() => void> = [];
  const grant = (callback: (lock: Lock | null) => unknown) => {
    held = true;
    return Promise.resolve(callback({ name: 'lock', mode: 'exclusive' } as Lock)).finally(() => {
      held = false;
      waiting.shift()?.();
    });
  };
  return {
    request: ((
      _name: string,
      options: LockOptions,
      callback: (lock: Lock | null) => unknown,
    ): Promise<unknown> => {
      if (!held) return grant(callback);
      if (options.ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve, reject) => {
        const turn = () => void grant(callback).then(resolve, reject);
        waiting.push(turn);
        options.signal?.addEventListener('abort', () => {
          const index = waiting.indexOf(turn);
          if (index !== -1) waiting.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }) as TabSharing['locks']['request'],
  };
}

/** A browser: tabs share its locks and its channels (BroadcastChannel never echoes to its sender). */
function browser() {
  const locks = webLocks();
  const channels = new Set<{ onmessage: ((message: MessageEvent) => void) | null }>();
  const sharing: TabSharing = {
    locks,
    channel: () => {
      const channel = {
        onmessage: null as ((message: MessageEvent) => void) | null,
        postMessage(data: unknown) {
          for (const other of channels)
            if (other !== channel)
              queueMicrotask(() => other.onmessage?.({ data } as MessageEvent));
        },
        close: () => void channels.delete(channel),
      };
      channels.add(channel);
      return channel;
    },
  };
  return sharing;
}

/** The server's stream: how many are open, and a way to send an event down the open ones. */
function serverStream() {
  const open = new Set<(event: ServerEvent) => void>();
  let opened = 0;
  const transport: EventTransport = (onEvent) => {
    opened += 1;
    open.add(onEvent);
    onEvent({ type: 'resync' });
    return () => void open.delete(onEvent);
  };
  return {
    transport,
    get open() {
      return open.size;
    },
    get opened() {
      return opened;
    },
    send: (event: ServerEvent) => open.forEach((onEvent) => onEvent(event)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const like: ServerEvent = { type: 'like' };

describe('one event stream shared by the tabs of a browser', () => {
  it('opens one stream for four tabs and gives every tab every event', async () => {
    const sharing = browser();
    const server = serverStream();
    const tabs = [0, 1, 2, 3].map(() => {
      const events: ServerEvent[] = [];
      sharedTransport(server.transport, sharing)((event) => events.push(event));
      return events;
    });
    await settle();
    expect(server.open).toBe(1);
    // Each tab caught up once as it joined (the leader from its stream's `ready`).
    for (const events of tabs) expect(events).toEqual([{ type: 'resync' }]);
    server.send(like);
    await settle();
    for (const events of tabs) expect(events).toEqual([{ type: 'resync' }, like]);
  });

  it('hands the stream to another tab when the leader goes, and resyncs every tab', async () => {
    const sharing = browser();
    const server = serverStream();
    const first: ServerEvent[] = [];
    const second: ServerEvent[] = [];
    const third: ServerEvent[] = [];
    const closeFirst = sharedTransport(server.transport, sharing)((event) => first.push(event));
    await settle();
    sharedTransport(server.transport, sharing)((event) => second.push(event));
    sharedTransport(server.transport, sharing)((event) => third.push(event));
    await settle();
    closeFirst();
    await settle();
    expect(server.opened).toBe(2);
    expect(server.open).toBe(1);
    // The new stream's `ready` made both remaining tabs catch up again.
    expect(second).toEqual([{ type: 'resync' }, { type: 'resync' }]);
    expect(third).toEqual([{ type: 'resync' }, { type: 'resync' }]);
    server.send(like);
    await settle();
    expect(second.at(-1)).toEqual(like);
    expect(third.at(-1)).toEqual(like);
    expect(first).toEqual([{ type: 'resync' }]);
  });

  it('closes the stream when the last tab goes, and a tab gone before it led opens none', async () => {
    const sharing = browser();
    const server = serverStream();
    const closeLeader = sharedTransport(server.transport, sharing)(() => {});
    const closeWaiting = sharedTransport(server.transport, sharing)(() => {});
    closeWaiting();
    await settle();
    closeLeader();
    await settle();
    expect(server.opened).toBe(1);
    expect(server.open).toBe(0);
  });

  it('keeps a stream per tab where the browser cannot share one', () => {
    const server = serverStream();
    expect(sharedTransport(server.transport, null)).toBe(server.transport);
  });
});
