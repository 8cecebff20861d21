import type { StreamEventPayloads, StreamEventType } from '../contracts/events';
import type { EventTransport, ServerEvent } from './server-events';

/** The member's event stream (ARCHITECTURE "Real time"). */
export const EVENTS_URL = '/api/events.php';

type Payload<T extends StreamEventType> = Partial<StreamEventPayloads[T]>;
const int = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);

/** What each stream event means for the client's data; null for what it cannot read. */
function toServerEvent(type: string, data: unknown): ServerEvent | null {
  const payload = (data ?? {}) as Record<string, unknown>;
  const conversationId = int(payload.conversation_id);
  switch (type) {
    case 'message': {
      if (conversationId === null) return null;
      const { message } = payload as Payload<'message'>;
      const valid = message && int(message.id) !== null && typeof message.text === 'string';
      return { type: 'message', conversationId, message: valid ? message : null };
    }
    case 'read': {
      const { read_up_to, by_me } = payload as Payload<'read'>;
      const readUpTo = int(read_up_to);
      if (conversationId === null || readUpTo === null) return null;
      return { type: 'read', conversationId, readUpTo, byMe: by_me === true };
    }
    case 'chat_removed':
      return conversationId === null ? null : { type: 'chat_removed', conversationId };
    case 'credits':
      return { type: 'credits', credits: int(payload.credits) };
    case 'payment': {
      const { status, paid_user } = payload as Payload<'payment'>;
      const orderId = int(payload.order_id);
      if (orderId === null || typeof status !== 'string') return null;
      return { type: 'payment', orderId, status, paidUser: paid_user === true };
    }
    case 'like':
      return { type: 'like' };
    case 'match':
      return { type: 'match' };
    case 'typing': {
      const memberId = int(payload.member_id);
      if (conversationId === null || memberId === null) return null;
      return { type: 'typing', conversationId, memberId };
    }
    default:
      return null;
  }
}

const STREAM_EVENTS = [
  'message',
  'read',
  'chat_removed',
  'credits',
  'payment',
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
        // The first `ready` starts from now: catch up once. Reconnects resume by Last-Event-ID.
        let opened = false;
        const onReady = () => {
          if (opened) return;
          opened = true;
          onEvent({ type: 'resync' });
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
            const event = toServerEvent(type, data);
            if (event) onEvent(event);
          };
          source.addEventListener(type, listener);
          return [type, listener] as const;
        });
        return () => {
          for (const [type, listener] of listeners) source.removeEventListener(type, listener);
          source.removeEventListener('ready', onReady);
          source.close();
        };
      };

export { toServerEvent };
