import { api } from '../api/api-slice';
import type { ChatsResponse, LikesResponse } from '../contracts/activity';

/**
 * Chats and likes as the whole product needs them: the navigation badges and page title (shell)
 * derive their counts from here, the chat and members remotes show the lists. Writing likes is
 * the members remote's (mf-members/src/lib/likes-api.ts).
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
  }),
});

export { newLikesTotal, unreadMessagesTotal } from '../contracts/activity-totals';
