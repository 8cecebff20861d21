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
 * The stream as a browser's EventSource reads it: it reconnects by itself after a drop and sends
 * Last-Event-ID, so the server replays what was missed. Where EventSource does not exist (old
 * browsers, tests) there is no transport and the periodic refresh keeps data fresh.
 */
export const sseTransport: EventTransport | null =
  typeof EventSource === 'undefined'
    ? null
    : (onEvent) => {
        const source = new EventSource(EVENTS_URL, { withCredentials: true });
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
        // The first `ready` starts from now: catch up once. Reconnects resume by Last-Event-ID.
        let opened = false;
        const onReady = () => {
          if (opened) return;
          opened = true;
          deliver(() => ({ type: 'resync' }));
        };
        source.addEventListener('ready', onReady);
        const listeners = STREAM_EVENTS.map((type) => {
          const listener = (message: MessageEvent<string>) => {
            let data: unknown = null;
            try {
              data = JSON.parse(message.data);
            } catch {
              return;
            }
            deliver((loaded) => toServerEvent(loaded, type, data));
          };
          source.addEventListener(type, listener);
          return [type, listener] as const;
        });
        return () => {
          closed = true;
          for (const [type, listener] of listeners) source.removeEventListener(type, listener);
          source.removeEventListener('ready', onReady);
          source.close();
        };
      };

export { toServerEvent };
