import { activityApi, api } from '@app/shared';
import type {
  IcebreakersResponse,
  Message,
  MessagesResponse,
  Report,
  SendMessage,
  SendMessageResponse,
} from '@app/shared/contracts';

/** Chat calls only this remote makes (the chat list itself is shared: badges use it). */
export const chatApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * GET /api/messages.php: a conversation, newest page first; each next page is older (the
     * member scrolls up). Refetched page by page when an event says the conversation changed.
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
      // The list, the conversation and the balance in the navigation follow.
      invalidatesTags: (result) =>
        result
          ? ['Chats', 'User', { type: 'Conversation', id: result.message.conversation_id }]
          : [],
    }),
    /** PUT /api/chat.php: read up to a message. */
    readChat: build.mutation<void, { conversation: number; read_up_to: number }>({
      query: (body) => ({ url: 'chat.php', method: 'PUT', body }),
      // Then the list as the server has it (the patch below finds nothing before it loaded).
      invalidatesTags: ['Chats'],
      // The list's unread count drops at once, everywhere it is shown.
      async onQueryStarted({ conversation }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          activityApi.util.updateQueryData('getChats', undefined, (chats) => {
            const chat = chats.find((c) => c.conversation.id === conversation);
            if (chat) chat.num_unread_messages = 0;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
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
    signalTyping: build.mutation<void, { conversation: number }>({
      query: (body) => ({ url: 'typing.php', method: 'POST', body }),
    }),
    /** POST /api/block.php (spec §2 block-user dialog): the conversation leaves both lists. */
    blockMember: build.mutation<void, { profile: number }>({
      query: (body) => ({ url: 'block.php', method: 'POST', body }),
      invalidatesTags: ['Chats'],
    }),
    /** POST /api/report.php: stored for the moderators. */
    reportMember: build.mutation<void, Report>({
      query: (body) => ({ url: 'report.php', method: 'POST', body }),
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
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useReadChatMutation,
  useRemoveChatMutation,
  useBlockMemberMutation,
  useReportMemberMutation,
  useGetIcebreakersQuery,
  useSignalTypingMutation,
} = chatApi;

/** The conversation's messages in reading order (pages arrive newest first). */
export function messagesInOrder(pages: MessagesResponse[] | undefined): Message[] {
  return (pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
}
