import { api } from '../api/api-slice';
import { LIKES_RELOAD_AFTER_AUTO_LIKE_MS } from '../config/constants';
import type {
  AutoLikeResponse,
  ChatsResponse,
  LikeResponse,
  LikesResponse,
  SwipeBody,
  SwipeResponse,
  SwipeStackResponse,
} from '../contracts/activity';

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
    /** POST /api/like.php: like a member; the answer says whether it is a match. */
    likeMember: build.mutation<LikeResponse, number>({
      query: (id) => ({ url: 'like.php', method: 'POST', body: { id } }),
      invalidatesTags: ['Likes'],
    }),
    /** DELETE /api/like.php: take a like back (and the match with it). */
    unlikeMember: build.mutation<LikeResponse, number>({
      query: (id) => ({ url: 'like.php', method: 'DELETE', body: { id } }),
      invalidatesTags: ['Likes'],
    }),
    /**
     * PUT /api/likes.php: the member saw this member's like (spec §4 `/likes/m/{id}`). The
     * badge drops at once: the like is marked seen in the cache before the server answers.
     */
    seeLike: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: 'likes.php', method: 'PUT', body: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          activityApi.util.updateQueryData('getLikes', undefined, (likes) => {
            for (const like of likes.liked_by) if (like.id === id) like.like_new = false;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /**
     * GET /api/auto-like.php (spec §7): a profile that just liked the member, for the "New
     * like!" modal; 500 ms later likes are reloaded (the badge and the likes pages show it).
     * A mutation: every call may like anew, nothing to cache.
     */
    autoLike: build.mutation<AutoLikeResponse['profile'], void>({
      query: () => ({ url: 'auto-like.php', method: 'GET' }),
      transformResponse: (response: AutoLikeResponse) => response.profile,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        setTimeout(
          () => dispatch(activityApi.util.invalidateTags(['Likes'])),
          LIKES_RELOAD_AFTER_AUTO_LIKE_MS,
        );
      },
    }),
    /** GET /api/swipe.php: the swipe game's next profiles and the day's likes left. */
    getSwipeStack: build.query<SwipeStackResponse, void>({
      query: () => 'swipe.php',
      providesTags: ['Swipe'],
      keepUnusedDataFor: 0,
    }),
    /** POST /api/swipe.php: like or pass; a like may be a match. */
    swipe: build.mutation<SwipeResponse, SwipeBody>({
      query: (body) => ({ url: 'swipe.php', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => (body.like ? ['Likes'] : []),
    }),
  }),
});

export const {
  useAutoLikeMutation,
  useGetSwipeStackQuery,
  useSwipeMutation,
  useGetChatsQuery,
  useGetLikesQuery,
  useLikeMemberMutation,
  useUnlikeMemberMutation,
  useSeeLikeMutation,
} = activityApi;

export { newLikesTotal, unreadMessagesTotal } from '../contracts/activity-totals';
