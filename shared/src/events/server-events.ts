import { createAction } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { authApi } from '../auth/auth-api';
import {
  REFRESH_INTERVAL_MS,
  REFRESH_INTERVAL_PUSH_MS,
  REFRESH_START_DELAY_MS,
} from '../config/constants';

/**
 * What the server tells a client has changed (ARCHITECTURE.md "Real time"). Each event only
 * says which server data is stale; the cache refetches what is on screen.
 */
export type ServerEvent =
  | { type: 'message'; conversationId: number }
  | { type: 'read'; conversationId: number }
  | { type: 'chat_removed'; conversationId: number }
  /** Passing: the other member is typing in a conversation (not stored, not replayed). */
  | { type: 'typing'; conversationId: number; memberId: number }
  | { type: 'like' }
  | { type: 'match' }
  | { type: 'credits' };

/**
 * A live connection delivering server events (Server-Sent Events: sse-transport.ts). It
 * calls `onEvent` for each event and returns a function that closes it.
 */
export type EventTransport = (onEvent: (event: ServerEvent) => void) => () => void;

let transport: EventTransport | null = null;

/** Plugs the live event stream in; until then (and whenever it is down) polling keeps data fresh. */
export function setEventTransport(next: EventTransport | null): void {
  transport = next;
}

const refetchUser = () =>
  authApi.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true });

/** The one place where server events enter the store. */
export function applyServerEvent(event: ServerEvent) {
  switch (event.type) {
    case 'message':
    case 'read':
    case 'chat_removed':
      return api.util.invalidateTags(['Chats', { type: 'Conversation', id: event.conversationId }]);
    case 'like':
      return api.util.invalidateTags(['Likes']);
    case 'match':
      return api.util.invalidateTags(['Likes', 'Chats']);
    case 'credits':
      return refetchUser();
    case 'typing':
      // No server data changed: remotes that show it listen for liveEventReceived.
      return liveEventReceived(event);
  }
}

/** Every live event, as an action remotes' slices can follow (the chat shows typing). */
export const liveEventReceived = createAction<ServerEvent>('events/liveEventReceived');

export const serverEventsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * Subscribed to while a member is logged in: opens the event stream and runs the spec's
     * periodic refresh as its fallback (§9: from 5 s after mount, every 60 s, or every 300 s when
     * push messages keep the member up to date). Unsubscribing (logout) closes both.
     */
    serverEvents: build.query<null, { pushSubscribed: boolean; streamDelayMs?: number }>({
      queryFn: () => ({ data: null }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        { pushSubscribed, streamDelayMs = REFRESH_START_DELAY_MS },
        { cacheDataLoaded, cacheEntryRemoved, dispatch },
      ) {
        await cacheDataLoaded;
        const refreshAll = () => {
          dispatch(refetchUser());
          dispatch(api.util.invalidateTags(['Chats', 'Likes']));
        };
        let interval: ReturnType<typeof setInterval> | undefined;
        const start = setTimeout(() => {
          refreshAll();
          interval = setInterval(
            refreshAll,
            pushSubscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS,
          );
        }, REFRESH_START_DELAY_MS);
        // The stream opens off the page's first load (with the first refresh by default): the
        // page is done loading sooner, and what happened meanwhile the refresh brings anyway.
        let disconnect: (() => void) | undefined;
        const connect = setTimeout(() => {
          disconnect = transport?.((event) => dispatch(applyServerEvent(event)));
        }, streamDelayMs);
        await cacheEntryRemoved;
        clearTimeout(start);
        clearTimeout(connect);
        clearInterval(interval);
        disconnect?.();
      },
    }),
  }),
});

export const { useServerEventsQuery } = serverEventsApi;
