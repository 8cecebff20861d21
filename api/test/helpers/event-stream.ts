import http from 'node:http';
import { messageSchema, streamEventSchemas } from '@app/shared/contracts';

export interface StreamEvent {
  id: string | null;
  type: string;
  data: unknown;
}

/**
 * Every event the server sends must be one the browser reads with the contracts it reads them
 * with (sse-transport.ts): a payload off its schema fails the test that received it.
 */
function readAsTheBrowserDoes({ type, data }: StreamEvent): void {
  if (!Object.hasOwn(streamEventSchemas, type)) return;
  streamEventSchemas[type as keyof typeof streamEventSchemas].parse(data);
  // The message is caught as null in the browser (it then fetches): here it must be whole.
  if (type === 'message') messageSchema.parse((data as { message: unknown }).message);
}

/**
 * A Server-Sent Events client over a real HTTP connection, as a browser's EventSource reads it:
 * events with their ids, in order. `next(type)` waits for the next event of that type.
 */
export function openEventStream(
  port: number,
  cookie: string,
  lastEventId?: number,
): Promise<{
  events: StreamEvent[];
  next(type: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Settles when the server ends the stream, or the connection closes. */
  ended: Promise<void>;
  close(): void;
}> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const waiters: Array<{ type: string; resolve: (event: StreamEvent) => void }> = [];
    let consumed = 0;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events.php',
        headers: {
          cookie,
          accept: 'text/event-stream',
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        let buffer = '';
        // 'close' too: a stream the server destroyed (its database read failed) never ends.
        const ended = new Promise<void>((done) => {
          response.once('end', done);
          response.once('close', done);
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('event')) continue;
            const event = {
              id: fields.get('id') ?? null,
              type: fields.get('event')!,
              data: JSON.parse(fields.get('data') ?? 'null'),
            };
            readAsTheBrowserDoes(event);
            events.push(event);
            const waiter = waiters.findIndex((w) => w.type === event.type);
            if (waiter !== -1) {
              consumed = events.length;
              waiters.splice(waiter, 1)[0]!.resolve(event);
            }
          }
        });
        resolve({
          events,
          ended,
          next(type, timeoutMs = 5000) {
            const ready = events.slice(consumed).find((event) => event.type === type);
            if (ready) {
              consumed = events.indexOf(ready) + 1;
              return Promise.resolve(ready);
            }
            return new Promise((done, fail) => {
              const timer = setTimeout(
                () => fail(new Error(`no ${type} event in ${timeoutMs} ms`)),
                timeoutMs,
              );
              waiters.push({
                type,
                resolve: (event) => {
                  clearTimeout(timer);
                  done(event);
                },
              });
            });
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
