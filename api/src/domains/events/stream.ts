import type { ServerResponse } from 'node:http';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { BusMessage, EventBus } from './bus';
import type { StreamPresence } from './presence';
import * as repo from './repository';
import type { MemberEventRow } from './tables';

/** Events written per database read when a stream catches up. */
const CATCH_UP_BATCH = 200;
/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** One open event stream: where its events go, the last one it wrote, and whose it is. */
interface OpenStream {
  out: ServerResponse;
  lastId: number;
  /** The session that opened it: the stream lives as long as that session does. */
  sessionId: number;
}

/** Reads a member's stored events after an id, oldest first. */
type EventReader = (userId: number, afterId: number) => Promise<MemberEventRow[]>;

/**
 * The reads of a node's streams. On PostgreSQL, every member whose streams woke in the same
 * turn of the event loop is read in one statement (a wake-up per message, a round trip each,
 * was a busy node's largest share of its statements); SQLite answers in-process, one by one.
 */
export function eventReader(db: Db): EventReader {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    return (userId, afterId) => repo.eventsAfter(db, userId, afterId, CATCH_UP_BATCH);
  let waiting: Array<{
    userId: number;
    afterId: number;
    resolve: (rows: MemberEventRow[]) => void;
    reject: (error: unknown) => void;
  }> = [];
  const readAll = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const rows = await repo.eventsAfterEach(db, batch, CATCH_UP_BATCH);
      const answers = batch.map((): MemberEventRow[] => []);
      for (const { n, ...row } of rows) answers[n]!.push(row);
      batch.forEach((request, i) => request.resolve(answers[i]!));
    } catch (error) {
      for (const request of batch) request.reject(error);
    }
  };
  return (userId, afterId) =>
    new Promise((resolve, reject) => {
      waiting.push({ userId, afterId, resolve, reject });
      if (waiting.length === 1) setImmediate(() => void readAll());
    });
}

/** Whether a session is still live (not ended, not expired). */
export type SessionCheck = (sessionId: number) => Promise<boolean>;

/** What a hub reports as it works (metrics). */
export interface StreamObserver {
  /** A stored event of this type was written to an open stream. */
  delivered(type: string): void;
}

/**
 * A member's open streams on this node (tabs, devices): one database read per wake-up serves
 * all of them, each writing the stored events after the last one it wrote, in order, each
 * once. Wake-ups may come in any number; flushes run one at a time.
 */
class MemberStreams {
  private queue: Promise<void> = Promise.resolve();
  readonly streams = new Set<OpenStream>();

  constructor(
    private readonly read: EventReader,
    readonly userId: number,
    private readonly sessionLive: SessionCheck,
    private readonly observer: StreamObserver,
  ) {}

  /**
   * Ends the streams whose session has ended: a member who logged out, changed or reset their
   * password, or deleted their account must not go on receiving messages on an open page.
   */
  async closeEnded(): Promise<void> {
    for (const stream of [...this.streams]) {
      let live: boolean;
      try {
        live = await this.sessionLive(stream.sessionId);
      } catch {
        // Unknown is not ended; the next heartbeat asks again.
        continue;
      }
      if (!live) {
        this.streams.delete(stream);
        stream.out.end();
      }
    }
  }

  wake(): void {
    this.queue = this.queue.then(
      () => this.flush(),
      () => this.flush(),
    );
  }

  private async flush(): Promise<void> {
    for (;;) {
      if (this.streams.size === 0) return;
      const from = Math.min(...[...this.streams].map((stream) => stream.lastId));
      let rows;
      try {
        rows = await this.read(this.userId, from);
      } catch {
        // The client reconnects with its Last-Event-ID and misses nothing.
        for (const stream of this.streams) stream.out.destroy();
        return;
      }
      for (const stream of this.streams)
        for (const row of rows) {
          if (row.id <= stream.lastId) continue;
          stream.out.write(`id: ${row.id}\nevent: ${row.type}\ndata: ${row.payload}\n\n`);
          stream.lastId = row.id;
          this.observer.delivered(row.type);
        }
      if (rows.length < CATCH_UP_BATCH) return;
    }
  }

  /** A passing signal (typing): no id, so it does not move the resume position. */
  transient(type: string, payload: unknown): void {
    const line = `event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of this.streams) stream.out.write(line);
  }
}

/** The streams open on this node, by member, fed by the bus. */
export class StreamHub {
  private readonly members = new Map<number, MemberStreams>();
  private readonly unsubscribe: () => void;
  private readonly read: EventReader;

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly presence: StreamPresence,
    private readonly sessionLive: SessionCheck,
    private readonly observer: StreamObserver = { delivered: () => {} },
  ) {
    this.read = eventReader(db);
    this.unsubscribe = bus.subscribe((message) => this.deliver(message));
  }

  get size(): number {
    let count = 0;
    for (const member of this.members.values()) count += member.streams.size;
    return count;
  }

  private deliver({ userIds, transient, sessionsEnded, catchUp }: BusMessage): void {
    if (catchUp) for (const member of this.members.values()) member.wake();
    for (const userId of userIds) {
      const member = this.members.get(userId);
      if (!member) continue;
      if (sessionsEnded) void member.closeEnded();
      else if (transient) member.transient(transient.type, transient.payload);
      else member.wake();
    }
  }

  /**
   * Opens a stream for a session on `out` from `lastEventId` (a reconnecting client's
   * Last-Event-ID), or from now for a new client; replays what it missed and stays open until
   * the client goes or the session ends.
   */
  async open(
    { userId, sessionId }: { userId: number; sessionId: number },
    out: ServerResponse,
    lastEventId: number | null,
  ): Promise<void> {
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
    const stream: OpenStream = { out, lastId: start, sessionId };
    let member = this.members.get(userId);
    if (!member) {
      member = new MemberStreams(this.read, userId, this.sessionLive, this.observer);
      this.members.set(userId, member);
    }
    const own = member;
    own.streams.add(stream);
    const seen = this.presence.opened(userId);
    const heartbeat = setInterval(() => {
      out.write(': keep-alive\n\n');
      seen.refresh();
      // The bus says at once when a session ends; this catches what it could not carry (Redis
      // away, a session that simply expired).
      void own.closeEnded();
    }, HEARTBEAT_MS);
    out.on('close', () => {
      clearInterval(heartbeat);
      seen.close();
      own.streams.delete(stream);
      if (own.streams.size === 0 && this.members.get(userId) === own) this.members.delete(userId);
    });
    own.wake();
  }

  /** Ends every stream (the server is shutting down); clients reconnect elsewhere. */
  close(): void {
    this.unsubscribe();
    for (const member of this.members.values())
      for (const stream of member.streams) stream.out.end();
    this.members.clear();
  }
}
