import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/database';
import type { BusMessage, EventBus } from './bus';
import * as repo from './repository';

/** Events written per database read when a stream catches up. */
const CATCH_UP_BATCH = 200;
/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * One open event stream of one member: writes the member's stored events after the last one
 * it wrote, in order, each once. Wake-ups may come in any number; flushes run one at a time.
 */
class MemberStream {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    readonly userId: number,
    private readonly out: ServerResponse,
    private lastId: number,
  ) {}

  wake(): void {
    this.queue = this.queue
      .then(() => this.flush())
      .catch(() => {
        // The database failed mid-stream: the client reconnects and resumes from its last id.
        this.out.destroy();
      });
  }

  private async flush(): Promise<void> {
    for (;;) {
      const rows = await repo.eventsAfter(this.db, this.userId, this.lastId, CATCH_UP_BATCH);
      for (const row of rows) {
        this.out.write(`id: ${row.id}\nevent: ${row.type}\ndata: ${row.payload}\n\n`);
        this.lastId = row.id;
      }
      if (rows.length < CATCH_UP_BATCH) return;
    }
  }

  end(): void {
    this.out.end();
  }

  /** A passing signal (typing): no id, so it does not move the resume position. */
  transient(type: string, payload: unknown): void {
    this.out.write(`event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`);
  }
}

/** The streams open on this node, by member, fed by the bus. */
export class StreamHub {
  private readonly streams = new Map<number, Set<MemberStream>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: EventBus,
  ) {
    this.unsubscribe = bus.subscribe((message) => this.deliver(message));
  }

  get size(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  private deliver({ userIds, transient }: BusMessage): void {
    for (const userId of userIds)
      for (const stream of this.streams.get(userId) ?? []) {
        if (transient) stream.transient(transient.type, transient.payload);
        else stream.wake();
      }
  }

  /**
   * Opens a stream on `out` from `lastEventId` (a reconnecting client's Last-Event-ID), or from
   * now for a new client; replays what it missed and stays open until the client goes.
   */
  async open(userId: number, out: ServerResponse, lastEventId: number | null): Promise<void> {
    const start = lastEventId ?? (await repo.lastEventId(this.db, userId));
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) would otherwise hold the stream back in a buffer.
      'x-accel-buffering': 'no',
    });
    // The client's reconnect delay, and its position when it connected.
    out.write(`retry: 3000\nid: ${start}\nevent: ready\ndata: {}\n\n`);
    const stream = new MemberStream(this.db, userId, out, start);
    const set = this.streams.get(userId) ?? new Set();
    set.add(stream);
    this.streams.set(userId, set);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    out.on('close', () => {
      clearInterval(heartbeat);
      set.delete(stream);
      if (set.size === 0) this.streams.delete(userId);
    });
    stream.wake();
  }

  /** Ends every stream (the server is shutting down); clients reconnect elsewhere. */
  close(): void {
    this.unsubscribe();
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }
}
