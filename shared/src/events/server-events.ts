import {
  createAction,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { activityApi } from '../activity/activity-api';
import { api } from '../api/api-slice';
import { authApi } from '../auth/auth-api';
import { creditsChanged, paidUserChanged } from '../auth/auth-events';
import { matchScreenSlice } from '../likes/match-screen-slice';
import type { OrderStatus } from '../contracts/payment-values';
import type { Message } from '../contracts/chat';
import {
  REFRESH_INTERVAL_MS,
  REFRESH_INTERVAL_PUSH_MS,
  REFRESH_START_DELAY_MS,
} from '../config/constants';

/**
 * What the server tells a client has changed (ARCHITECTURE "Real time"). Events carry the new
 * data where there is one (the message, the read position, the balance): the cache is patched
 * in place, nothing is asked again. Only news the cache cannot place (a conversation it has
 * not listed yet) makes it fetch.
 */
export type ServerEvent =
  | { type: 'message'; conversationId: number; message: Message | null }
  | { type: 'read'; conversationId: number; readUpTo: number; byMe: boolean }
  | { type: 'chat_removed'; conversationId: number }
  /** Issue 29 §1: a message request arrived, or one was accepted, declined or lapsed. */
  | { type: 'message_request'; conversationId: number }
  /** Passing: the other member is typing in a conversation (not stored, not replayed). */
  | { type: 'typing'; conversationId: number; memberId: number }
  | { type: 'like' }
  /** A like completed a pair; `memberId` is the other member (older servers leave it out). */
  | { type: 'match'; memberId?: number }
  | { type: 'credits'; credits: number | null }
  /** An order changed state (paid, failed, refunded): premium follows, payment screens reload. */
  | { type: 'payment'; orderId: number; status: OrderStatus; paidUser: boolean }
  /**
   * The stream is open and delivers from now on: whatever changed before (since the page
   * loaded, while it was not yet open) is fetched once.
   */
  | { type: 'resync' };

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

// The store's state type belongs to the shell; RTK Query's cache thunks accept any state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyState = any;
type AppDispatch = ThunkDispatch<AnyState, unknown, UnknownAction>;
type AppThunk<R> = ThunkAction<R, AnyState, unknown, UnknownAction>;
/** A remote's own use of events for the caches only it has (the chat's open conversation). */
export type ServerEventHandler = (event: ServerEvent, dispatch: AppDispatch) => void;
const handlers = new Set<ServerEventHandler>();

/** Lets a remote follow events for its own caches; answers a function that stops it. */
export function addServerEventHandler(handler: ServerEventHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

const refetchUser = () =>
  authApi.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true });

/**
 * A message in the chat list: the conversation's last message and, for the other member's,
 * one more unread (unless it is open and being read), the conversation first. Answers false when
 * the list does not hold the conversation yet.
 */
export function messageInChatList(message: Message): AppThunk<boolean> {
  return (dispatch) => {
    let listed = false;
    dispatch(
      activityApi.util.updateQueryData('getChats', undefined, (chats) => {
        const index = chats.findIndex((c) => c.conversation.id === message.conversation_id);
        const chat = chats[index];
        if (!chat) return;
        listed = true;
        const last = chat.last_message;
        // The list already holds it, or a newer one (a replay, or a list fetched after it was
        // stored): it is counted there, and counting it again would show one unread too many.
        if (last && last.id >= message.id) return;
        chat.last_message = {
          id: message.id,
          text: message.text,
          sent_at: message.sent_at,
          from_me: message.from_me,
          attachment_type: message.attachment?.type ?? null,
          lang: message.lang,
        };
        if (!message.from_me && !openConversations.has(message.conversation_id))
          chat.num_unread_messages += 1;
        chats.splice(index, 1);
        chats.unshift(chat);
      }),
    );
    return listed;
  };
}

/**
 * Conversations on screen now: a message arriving there is read at once, so the list does not
 * count it unread in between (the conversation marks it read on the server).
 */
const openConversations = new Set<number>();
export function conversationOpened(conversationId: number): () => void {
  openConversations.add(conversationId);
  return () => openConversations.delete(conversationId);
}

/** Spec §7: `POST beacon /api/page-hidden.php` with an empty JSON body. */
export const PAGE_HIDDEN_URL = '/api/page-hidden.php';

function sendPageHiddenBeacon(): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(PAGE_HIDDEN_URL, new Blob(['{}'], { type: 'application/json' }));
}

/**
 * After a live patch of the chat list: a fetch of the list already on its way (a resync, a
 * refresh) may have been read by the server before the event and would land over the patch,
 * losing it. The list is then asked again once that fetch has landed (RTK Query delays an
 * invalidation until the queries running settle).
 */
function chatsPatchedWhileFetching(): AppThunk<void> {
  return (dispatch, getState) => {
    if (activityApi.endpoints.getChats.select(undefined)(getState()).status === 'pending')
      dispatch(api.util.invalidateTags(['Chats']));
  };
}

/** The one place where server events enter the store. */
export function applyServerEvent(event: ServerEvent): AppThunk<void> {
  return (dispatch) => {
    for (const handler of handlers) handler(event, dispatch);
    // Remotes' slices follow the live events they show (the chat's typing indicator).
    dispatch(liveEventReceived(event));
    switch (event.type) {
      case 'message':
        if (!event.message || !dispatch(messageInChatList(event.message)))
          dispatch(api.util.invalidateTags(['Chats']));
        else dispatch(chatsPatchedWhileFetching());
        return;
      case 'read':
        if (event.byMe) {
          dispatch(
            activityApi.util.updateQueryData('getChats', undefined, (chats) => {
              const chat = chats.find((c) => c.conversation.id === event.conversationId);
              if (chat) chat.num_unread_messages = 0;
            }),
          );
          dispatch(chatsPatchedWhileFetching());
        }
        return;
      case 'chat_removed':
        dispatch(
          activityApi.util.updateQueryData('getChats', undefined, (chats) =>
            chats.filter((c) => c.conversation.id !== event.conversationId),
          ),
        );
        dispatch(chatsPatchedWhileFetching());
        return;
      case 'message_request':
        // The held credits moved too (held, charged or released).
        dispatch(refetchUser());
        dispatch(
          api.util.invalidateTags(['Chats', 'MessageRequests', 'HiddenMessages', 'Conversation']),
        );
        return;
      case 'like':
        dispatch(api.util.invalidateTags(['Likes']));
        return;
      case 'match':
        dispatch(api.util.invalidateTags(['Likes', 'Chats']));
        if (event.memberId !== undefined)
          dispatch(matchScreenSlice.actions.matchScreenOpened(event.memberId));
        return;
      case 'credits':
        if (event.credits === null) dispatch(refetchUser());
        else dispatch(creditsChanged(event.credits));
        return;
      case 'payment':
        dispatch(paidUserChanged(event.paidUser));
        dispatch(api.util.invalidateTags(['Orders', 'TimeBonus', 'Transactions']));
        return;
      case 'resync':
        dispatch(refetchUser());
        dispatch(api.util.invalidateTags(['Chats', 'Likes', 'Conversation']));
        return;
      case 'typing':
        // No server data changed: remotes that show it follow liveEventReceived (above).
        return;
    }
  };
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
        const hidden = () => typeof document !== 'undefined' && document.hidden;
        const refreshAll = () => {
          // A hidden page is not refreshed (and does not keep the member online): it catches
          // up the moment it is shown again.
          if (hidden()) return;
          dispatch(refetchUser());
          // The open conversation too: while the stream is down this is all that updates it.
          dispatch(api.util.invalidateTags(['Chats', 'Likes', 'Conversation']));
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
        // Spec §7: a beacon when the page is hidden (the member shows offline at once).
        const onVisibility = () => {
          if (hidden()) sendPageHiddenBeacon();
          else refreshAll();
        };
        if (typeof document !== 'undefined')
          document.addEventListener('visibilitychange', onVisibility);
        await cacheEntryRemoved;
        clearTimeout(start);
        clearTimeout(connect);
        clearInterval(interval);
        disconnect?.();
        if (typeof document !== 'undefined')
          document.removeEventListener('visibilitychange', onVisibility);
      },
    }),
  }),
});

export const { useServerEventsQuery } = serverEventsApi;
