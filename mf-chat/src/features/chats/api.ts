import {
  activityApi,
  addServerEventHandler,
  api,
  creditsChanged,
  messageInChatList,
  type ServerEventHandler,
} from '@app/shared';
import { PHOTO_LINKS_REFRESH_MS } from '@app/shared/values';
import type {
  ChatAllowanceResponse,
  ChatPhoto,
  ChatPhotoResponse,
  Gift,
  GiftsResponse,
  GifsResponse,
  HiddenMessagesResponse,
  IcebreakersResponse,
  Message,
  MessageRequestDecision,
  MessageRequestsResponse,
  MessagesResponse,
  PhotoLinks,
  SendMessage,
  SendMessageResponse,
  TypingSignal,
} from '@app/shared/contracts';

/** Chat calls only this remote makes (the chat list itself is shared: badges use it). */
export const chatApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/chat-allowance.php: the conversations a free member may still start. */
    getChatAllowance: build.query<ChatAllowanceResponse, void>({
      query: () => 'chat-allowance.php',
    }),
    /**
     * GET /api/messages.php: a conversation, newest page first; each next page is older (the
     * member scrolls up). New messages and read receipts are added from events and answers
     * (addMessage, otherRead below), not fetched again.
     */
    getMessages: build.infiniteQuery<MessagesResponse, number, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) =>
          lastPage.has_more && lastPage.messages[0] ? lastPage.messages[0].id : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'messages.php',
        params: { conversation: queryArg, ...(pageParam === null ? {} : { before: pageParam }) },
      }),
      providesTags: (_result, _error, conversation) => [{ type: 'Conversation', id: conversation }],
    }),
    /** POST /api/messages.php: the client id makes a retry safe (one message, one charge). */
    sendMessage: build.mutation<SendMessageResponse, SendMessage>({
      query: (body) => ({
        url: 'messages.php',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': body.client_id },
      }),
      // The conversation, the list and the balance in the navigation follow from the answer.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        let answer: SendMessageResponse;
        try {
          ({ data: answer } = await queryFulfilled);
        } catch {
          return; // The composer shows why; the draft stays.
        }
        dispatch(addMessage(answer.message));
        if (answer.request_pending) {
          // A request (issue 29 §1): its credits are held, the conversation waits.
          dispatch(
            api.util.invalidateTags([
              'Chats',
              'User',
              { type: 'Conversation', id: answer.message.conversation_id },
            ]),
          );
          return;
        }
        if (!dispatch(messageInChatList(answer.message)))
          dispatch(activityApi.util.invalidateTags(['Chats']));
        dispatch(creditsChanged(answer.credits));
      },
    }),
    /** GET /api/message-requests.php: first messages waiting for the member's consent. */
    getMessageRequests: build.query<MessageRequestsResponse, void>({
      query: () => 'message-requests.php',
      providesTags: ['MessageRequests'],
    }),
    /**
     * PUT /api/message-requests.php: accept (the conversation joins the list, the sender is
     * charged) or decline (their credits go back). The balance and lists follow from the events.
     */
    decideMessageRequest: build.mutation<{ status: string }, MessageRequestDecision>({
      query: (body) => ({ url: 'message-requests.php', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { conversation }) => [
        'MessageRequests',
        'Chats',
        { type: 'Conversation', id: conversation },
      ],
    }),
    /** GET /api/hidden-messages.php: what the member's hidden words kept out of sight. */
    getHiddenMessages: build.query<HiddenMessagesResponse, void>({
      query: () => 'hidden-messages.php',
      providesTags: ['HiddenMessages'],
    }),
    /** PUT /api/hidden-messages.php: show a hidden message where it was sent after all. */
    unhideMessage: build.mutation<void, { message: number; conversation: number }>({
      query: ({ message }) => ({ url: 'hidden-messages.php', method: 'PUT', body: { message } }),
      invalidatesTags: (_result, _error, { conversation }) => [
        'HiddenMessages',
        'MessageRequests',
        'Chats',
        { type: 'Conversation', id: conversation },
      ],
    }),
    /** POST /api/chat-photos.php: a photo ready to send (the message pays for it). */
    uploadChatPhoto: build.mutation<ChatPhoto, File>({
      query: (file) => {
        const body = new FormData();
        body.append('photo', file);
        return { url: 'chat-photos.php', method: 'POST', body };
      },
      transformResponse: (response: ChatPhotoResponse) => response.photo,
    }),
    /** GET /api/chat-photos.php?id=: how the photo's nudity check went (issue 29 §2). */
    getChatPhoto: build.query<ChatPhoto, number>({
      query: (id) => ({ url: 'chat-photos.php', params: { id } }),
      transformResponse: (response: ChatPhotoResponse) => response.photo,
      keepUnusedDataFor: 0,
    }),
    /**
     * GET /api/photo-links.php: short-lived signed links to a message's photo, or to one's own
     * chat photo before sending it (issue 29 §4); asked again before they expire.
     */
    getPhotoLinks: build.query<PhotoLinks, { message: number } | { photo: number }>({
      query: (which) => ({ url: 'photo-links.php', params: which }),
      // Kept unused for less than they live: a photo shown again gets links that still work.
      keepUnusedDataFor: PHOTO_LINKS_REFRESH_MS / 2 / 1000,
    }),
    /** GET /api/gifts.php: the gift catalogue with its price. */
    getGifts: build.query<Gift[], void>({
      query: () => 'gifts.php',
      transformResponse: (response: GiftsResponse) => response.gifts,
      keepUnusedDataFor: 60 * 60,
    }),
    /** GET /api/gifs.php?q=: GIFs for the words typed (empty: popular ones). */
    /** In the language the page is read in (issue 49 §14). */
    searchGifs: build.query<GifsResponse, { q: string; lang: string }>({
      query: ({ q, lang }) => ({ url: 'gifs.php', params: q ? { q, lang } : { lang } }),
      keepUnusedDataFor: 5 * 60,
    }),
    /** PUT /api/chat.php: read up to a message. */
    readChat: build.mutation<void, { conversation: number; read_up_to: number }>({
      query: (body) => ({ url: 'chat.php', method: 'PUT', body }),
      // The list's unread count drops at once, everywhere it is shown. Only a list that did not
      // hold the conversation yet is loaded again: reading each message that arrives in an open
      // conversation must not cost a request for the whole list.
      async onQueryStarted({ conversation }, { dispatch, queryFulfilled }) {
        let found = false;
        const patch = dispatch(
          activityApi.util.updateQueryData('getChats', undefined, (chats) => {
            const chat = chats.find((c) => c.conversation.id === conversation);
            if (chat) chat.num_unread_messages = 0;
            found = chat !== undefined;
          }),
        );
        try {
          await queryFulfilled;
          if (!found) dispatch(activityApi.util.invalidateTags(['Chats']));
        } catch {
          patch.undo();
        }
      },
    }),
    /**
     * DELETE /api/chat.php (spec §4, §8): removed from the list first; on failure a browser
     * alert with the error, and the list is loaded again.
     */
    removeChat: build.mutation<void, { conversation: number }>({
      query: (body) => ({ url: 'chat.php', method: 'DELETE', body }),
      async onQueryStarted({ conversation }, { dispatch, queryFulfilled }) {
        dispatch(
          activityApi.util.updateQueryData('getChats', undefined, (chats) =>
            chats.filter((c) => c.conversation.id !== conversation),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          // The caller alerts; the list comes back as the server has it.
          dispatch(activityApi.util.invalidateTags(['Chats']));
        }
      },
    }),
    /** POST /api/typing.php: a passing signal to the other member ("… is typing"). */
    signalTyping: build.mutation<void, TypingSignal>({
      query: (body) => ({ url: 'typing.php', method: 'POST', body }),
    }),
    /** GET /api/icebreakers.php: which pickup lines to offer (keys; texts are translated). */
    getIcebreakers: build.query<IcebreakersResponse['icebreakers'], void>({
      query: () => 'icebreakers.php',
      transformResponse: (response: IcebreakersResponse) => response.icebreakers,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const {
  useGetChatAllowanceQuery,
  useGetGiftsQuery,
  useSearchGifsQuery,
  useUploadChatPhotoMutation,
  useGetChatPhotoQuery,
  useGetPhotoLinksQuery,
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useReadChatMutation,
  useRemoveChatMutation,
  useGetIcebreakersQuery,
  useSignalTypingMutation,
  useGetMessageRequestsQuery,
  useDecideMessageRequestMutation,
  useGetHiddenMessagesQuery,
  useUnhideMessageMutation,
} = chatApi;

/** The conversation's messages in reading order (pages arrive newest first). */
export function messagesInOrder(pages: MessagesResponse[] | undefined): Message[] {
  return (pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
}

/** A message joins its conversation's newest page, once (the answer and the event may both bring it). */
export const addMessage = (message: Message) =>
  chatApi.util.updateQueryData('getMessages', message.conversation_id, (data) => {
    const newest = data.pages[0];
    if (!newest) return;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return;
    newest.messages.push(message);
    newest.messages.sort((a, b) => a.id - b.id);
  });

/** The other member read up to a message (read receipts); the position never moves back. */
export const otherRead = (conversationId: number, readUpTo: number) =>
  chatApi.util.updateQueryData('getMessages', conversationId, (data) => {
    const newest = data.pages[0];
    if (newest && (newest.other_read_up_to ?? 0) < readUpTo) newest.other_read_up_to = readUpTo;
  });

/**
 * After a live message joined its conversation: a fetch of that conversation already on its way
 * (a resync when the event stream opens, a refresh) may have been read by the server before the
 * message and would land over it, losing it from the screen. The conversation is then asked
 * again once that fetch has landed (RTK Query delays an invalidation until the running query
 * settles), as the chat list is (server-events.ts).
 */
const messageAddedWhileFetching =
  (conversationId: number) =>
  (dispatch: Parameters<ServerEventHandler>[1], getState: () => unknown) => {
    const state = getState() as Parameters<
      ReturnType<typeof chatApi.endpoints.getMessages.select>
    >[0];
    if (chatApi.endpoints.getMessages.select(conversationId)(state).status === 'pending')
      dispatch(chatApi.util.invalidateTags([{ type: 'Conversation', id: conversationId }]));
  };

/** The open conversations' caches follow the live events. */
const followEvents: ServerEventHandler = (event, dispatch) => {
  if (event.type === 'message') {
    if (event.message) {
      dispatch(addMessage(event.message));
      dispatch(messageAddedWhileFetching(event.conversationId));
    } else
      dispatch(chatApi.util.invalidateTags([{ type: 'Conversation', id: event.conversationId }]));
  } else if (event.type === 'read' && !event.byMe) {
    dispatch(otherRead(event.conversationId, event.readUpTo));
  }
};
addServerEventHandler(followEvents);
