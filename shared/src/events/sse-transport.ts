import type { StreamEventData, StreamEventSchemas, StreamEventType } from '../contracts/events';
import type { EventTransport, ServerEvent } from './server-events';

/** The member's event stream (ARCHITECTURE "Real time"). */
export const EVENTS_URL = '/api/events.php';

/**
 * The event contracts (zod): loaded as the stream opens rather than with the first page, which
 * does not need zod; events that arrive before wait for them, in order.
 */
const loadSchemas = () =>
  import('../contracts/events').then((contracts) => contracts.streamEventSchemas);

/** What each stream event means for the client's data; null for what it cannot read. */
function toServerEvent(
  schemas: StreamEventSchemas,
  type: string,
  data: unknown,
): ServerEvent | null {
  if (!Object.hasOwn(schemas, type)) return null;
  const read = <T extends StreamEventType>(kind: T): StreamEventData<T> | null => {
    const parsed = schemas[kind].safeParse(data);
    return parsed.success ? (parsed.data as StreamEventData<T>) : null;
  };
  switch (type as StreamEventType) {
    case 'message': {
      const event = read('message');
      return (
        event && { type: 'message', conversationId: event.conversation_id, message: event.message }
      );
    }
    case 'read': {
      const event = read('read');
      return (
        event && {
          type: 'read',
          conversationId: event.conversation_id,
          readUpTo: event.read_up_to,
          byMe: event.by_me,
        }
      );
    }
    case 'chat_removed': {
      const event = read('chat_removed');
      return event && { type: 'chat_removed', conversationId: event.conversation_id };
    }
    case 'message_request': {
      const event = read('message_request');
      return event && { type: 'message_request', conversationId: event.conversation_id };
    }
    case 'credits': {
      const event = read('credits');
      return { type: 'credits', credits: event?.credits ?? null };
    }
    case 'payment': {
      const event = read('payment');
      return (
        event && {
          type: 'payment',
          orderId: event.order_id,
          status: event.status,
          paidUser: event.paid_user,
        }
      );
    }
    case 'like':
      return read('like') && { type: 'like' };
    case 'match': {
      const event = read('match');
      return event && { type: 'match', memberId: event.member_id };
    }
    case 'typing': {
      const event = read('typing');
      return (
        event && {
          type: 'typing',
          conversationId: event.conversation_id,
          memberId: event.member_id,
        }
      );
    }
  }
}

const STREAM_EVENTS: readonly StreamEventType[] = [
  'message',
  'read',
  'chat_removed',
  'message_request',
  'credits',
  'payment',
  'like',
  'match',
  'typing',
];

/**
 * A stream answered with something else than the stream (a 503 while the database is away, a
 * node stopping): EventSource then gives up for good. It is opened again after this long, from
 * the last event read, so nothing is missed.
 */
export const STREAM_REOPEN_DELAY_MS = 5_000;

/**
 * The stream as a browser's EventSource reads it: it reconnects by itself after a drop and sends
 * Last-Event-ID, so the server replays what was missed; when it gives up (an answer that is not
 * a stream) it is opened again from the last id. Where EventSource does not exist (old
 * browsers, tests) there is no transport and the periodic refresh keeps data fresh.
 */
export const sseTransport: EventTransport | null =
  typeof EventSource === 'undefined'
    ? null
    : (onEvent) => {
        let closed = false;
        let schemas: Promise<StreamEventSchemas> | null = null;
        const schemasLoaded = () => {
          // A failed load (the network dropped) is tried again with the next event.
          schemas ??= loadSchemas().catch((error: unknown) => {
            schemas = null;
            throw error;
          });
          return schemas;
        };
        void schemasLoaded().catch(() => {});
        // Events are read one after another, in the order they came.
        let queue = Promise.resolve();
        const deliver = (read: (schemas: StreamEventSchemas) => ServerEvent | null) => {
          queue = queue
            .then(async () => {
              const event = read(await schemasLoaded());
              if (event && !closed) onEvent(event);
            })
            // Unread (the contracts could not load): the periodic refresh catches up.
            .catch(() => {});
        };
        /** The id of the last event read (`ready` carries the position the stream began at). */
        let lastEventId = '';
        // The first `ready` starts from now: catch up once. Reconnects resume by Last-Event-ID.
        let opened = false;
        const onReady = (message: MessageEvent<string>) => {
          if (message.lastEventId) lastEventId = message.lastEventId;
          if (opened) return;
          opened = true;
          deliver(() => ({ type: 'resync' }));
        };
        const listeners = STREAM_EVENTS.map((type) => {
          const listener = (message: MessageEvent<string>) => {
            if (message.lastEventId) lastEventId = message.lastEventId;
            let data: unknown = null;
            try {
              data = JSON.parse(message.data);
            } catch {
              return;
            }
            deliver((loaded) => toServerEvent(loaded, type, data));
          };
          return [type, listener] as const;
        });
        let source: EventSource;
        let reopening: ReturnType<typeof setTimeout> | undefined;
        const onError = () => {
          // CONNECTING: EventSource reconnects by itself. CLOSED: it gave up.
          if (closed || source.readyState !== EventSource.CLOSED) return;
          reopening = setTimeout(open, STREAM_REOPEN_DELAY_MS);
        };
        const open = () => {
          const url = lastEventId
            ? `${EVENTS_URL}?last_event_id=${encodeURIComponent(lastEventId)}`
            : EVENTS_URL;
          source = new EventSource(url, { withCredentials: true });
          source.addEventListener('ready', onReady);
          for (const [type, listener] of listeners) source.addEventListener(type, listener);
          source.addEventListener('error', onError);
        };
        open();
        return () => {
          closed = true;
          clearTimeout(reopening);
          for (const [type, listener] of listeners) source.removeEventListener(type, listener);
          source.removeEventListener('ready', onReady);
          source.removeEventListener('error', onError);
          source.close();
        };
      };

export { toServerEvent };
