import { api } from '../api/api-slice';
import type { ChatsResponse, LikesResponse } from '../contracts/activity';

/**
 * Chats and likes as the whole product needs them: the navigation badges and page title (shell)
 * derive their counts from here, the chat and members remotes show the lists.
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

export const { useGetChatsQuery, useGetLikesQuery } = activityApi;

/** §3: totals of unread messages and new likes. */
export function unreadMessagesTotal(chats: ChatsResponse['chats'] | undefined): number {
  return (chats ?? []).reduce((sum, chat) => sum + chat.num_unread_messages, 0);
}

export function newLikesTotal(likes: LikesResponse | undefined): number {
  return (likes?.liked_by ?? []).filter((like) => like.like_new).length;
}
