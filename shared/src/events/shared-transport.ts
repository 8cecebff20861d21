import type { EventTransport, ServerEvent } from './server-events';

/** The lock one tab holds while it keeps the browser's event stream open. */
export const STREAM_LEADER_LOCK = 'amora-event-stream';
/** Where the leader tab hands every event it receives to the other tabs. */
export const STREAM_CHANNEL = 'amora-event-stream';

/** What a browser offers for tabs to share one stream (both are in every current browser). */
export interface TabSharing {
  locks: Pick<LockManager, 'request'>;
  channel: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((message: MessageEvent) => void) | null;
  };
}

function browserSharing(): TabSharing | null {
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined') return null;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? { locks, channel: (name) => new BroadcastChannel(name) } : null;
}

/**
 * One event stream per browser, not per tab (issue 27 §2): a browser allows six connections per
 * host over HTTP/1.1, and every open tab holding its own stream would use them up. The tabs of
 * a browser elect a leader with a Web Lock: the tab holding it opens `inner` (the server's
 * stream) and posts every event on a BroadcastChannel; the others apply what it posts. When the
 * leader goes (closed, logged out, crashed) the lock passes to a waiting tab, which opens the
 * stream and resyncs everyone: nothing between the two streams is missed. Each tab catches up
 * once when it joins, as it would on opening its own stream. Where a browser has neither API,
 * each tab keeps its own stream.
 */
export function sharedTransport(
  inner: EventTransport,
  sharing: TabSharing | null = browserSharing(),
): EventTransport {
  if (!sharing) return inner;
  return (onEvent) => {
    const channel = sharing.channel(STREAM_CHANNEL);
    const stop = new AbortController();
    let release: (() => void) | undefined;
    let leading = false;
    channel.onmessage = (message: MessageEvent<ServerEvent>) => {
      if (!leading) onEvent(message.data);
    };
    const lead = () => {
      // This tab left before the lock came: it opens nothing.
      if (stop.signal.aborted) return Promise.resolve();
      leading = true;
      const disconnect = inner((event) => {
        onEvent(event);
        // Including the stream's first `ready` (a resync): a new leader's resyncs every tab,
        // which may have missed events between the old stream's end and this one's start.
        channel.postMessage(event);
      });
      return new Promise<void>((resolve) => {
        release = () => {
          disconnect();
          resolve();
        };
      });
    };
    sharing.locks
      .request(STREAM_LEADER_LOCK, { ifAvailable: true }, (lock) => {
        if (lock) return lead();
        if (stop.signal.aborted) return undefined;
        // A follower catches up once as it joins, as its own stream's `ready` would have made it.
        onEvent({ type: 'resync' });
        // …and waits to lead when the leader goes.
        sharing.locks
          .request(STREAM_LEADER_LOCK, { signal: stop.signal }, lead)
          // Aborted while waiting (this tab left before it led): nothing to release.
          .catch(() => {});
        return undefined;
      })
      .catch(() => {});
    return () => {
      stop.abort();
      leading = false;
      release?.();
      channel.onmessage = null;
      channel.close();
    };
  };
}
