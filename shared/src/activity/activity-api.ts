import { api } from '../api/api-slice';
import type { ChatsResponse, LikesResponse } from '../contracts/activity';
import type { MessageRequestCount } from '../contracts/message-requests';

/**
 * Chats and likes as the whole product needs them: the navigation badges and page title (shell)
 * derive their counts from here, the chat and members remotes show the lists. Writing likes is
 * the members remote's (mf-members/src/lib/likes-api.ts); the message requests themselves are
 * the chat remote's, only their count is here.
 */
export const activityApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getChats: build.query<ChatsResponse['chats'], void>({
      query: () => 'chats.php',
      transformResponse: (response: ChatsResponse) => response.chats,
      providesTags: ['Chats'],
    }),
    getLikes: build.query<LikesResponse, void>({
      query: () => 'likes.php',
      providesTags: ['Likes'],
    }),
    /** Message requests waiting (issue 29 §1): the Messages badge counts them as unread. */
    getMessageRequestCount: build.query<number, void>({
      query: () => 'message-request-count.php',
      transformResponse: (response: MessageRequestCount) => response.waiting,
      providesTags: ['MessageRequests'],
    }),
  }),
});

export { newLikesTotal, unreadMessagesTotal } from '../contracts/activity-totals';
