import type { EventTransport } from './server-events';
import type * as SseTransport from './sse-transport';

/**
 * A stand-in for the browser's EventSource (jsdom has none): it records the URLs opened, and
 * the test plays the server — events with ids, then an answer that makes EventSource give up.
 */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string, id: string, data = '{}') {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId: id }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function loadTransport(): { transport: EventTransport; reopenDelay: number } {
  let loaded!: { transport: EventTransport; reopenDelay: number };
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require('./sse-transport') as typeof SseTransport;
    loaded = { transport: module.sseTransport!, reopenDelay: module.STREAM_REOPEN_DELAY_MS };
  });
  return loaded;
}

describe('the event stream after the server answered something else than a stream', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.opened = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('opens it again from the last event read, once, after the delay', () => {
    const { transport, reopenDelay } = loadTransport();
    const stop = transport(() => {});
    const [first] = FakeEventSource.opened;
    expect(first!.url).toBe('/api/events.php');
    first!.emit('ready', '10');
    first!.emit('like', '12');

    // Reconnecting by itself (a dropped connection): left to EventSource.
    first!.fail(FakeEventSource.CONNECTING);
    jest.advanceTimersByTime(reopenDelay * 2);
    expect(FakeEventSource.opened).toHaveLength(1);

    // A 503 while the database is away: EventSource gives up, the transport does not.
    first!.fail(FakeEventSource.CLOSED);
    jest.advanceTimersByTime(reopenDelay - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/api/events.php',
      '/api/events.php?last_event_id=12',
    ]);
    stop();
  });

  it('does not open it again once the page let go of it', () => {
    const { transport, reopenDelay } = loadTransport();
    const stop = transport(() => {});
    const [first] = FakeEventSource.opened;
    first!.fail(FakeEventSource.CLOSED);
    stop();
    jest.advanceTimersByTime(reopenDelay * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
