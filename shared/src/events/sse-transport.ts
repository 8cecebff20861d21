import type { EventTransport, ServerEvent } from './server-events';

/** The member's event stream (ARCHITECTURE "Real time"). */
export const EVENTS_URL = '/api/events.php';

/** What each numbered stream event means for the client's data. */
function toServerEvent(type: string, data: unknown): ServerEvent | null {
  const payload = (data ?? {}) as { conversation_id?: number };
  switch (type) {
    case 'message':
      return { type: 'message', conversationId: Number(payload.conversation_id) };
    case 'read':
      return { type: 'read', conversationId: Number(payload.conversation_id) };
    case 'chat_removed':
      return { type: 'chat_removed', conversationId: Number(payload.conversation_id) };
    case 'credits':
      return { type: 'credits' };
    case 'like':
      return { type: 'like' };
    case 'match':
      return { type: 'match' };
    case 'typing':
      return {
        type: 'typing',
        conversationId: Number(payload.conversation_id),
        memberId: Number((data as { member_id?: number }).member_id),
      };
    default:
      return null;
  }
}

const STREAM_EVENTS = [
  'message',
  'read',
  'chat_removed',
  'credits',
  'like',
  'match',
  'typing',
] as const;

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
        const listeners = STREAM_EVENTS.map((type) => {
          const listener = (message: MessageEvent<string>) => {
            let data: unknown = null;
            try {
              data = JSON.parse(message.data);
            } catch {
              return;
            }
            const event = toServerEvent(type, data);
            if (event) onEvent(event);
          };
          source.addEventListener(type, listener);
          return [type, listener] as const;
        });
        return () => {
          for (const [type, listener] of listeners) source.removeEventListener(type, listener);
          source.close();
        };
      };

export { toServerEvent };
