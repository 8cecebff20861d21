import { api } from '@app/shared';
import type { LikeResponse, SwipeBody, SwipeResponse } from '@app/shared/contracts';

/**
 * Liking, taking a like back and the swipe game's like-or-pass: the members remote's writes of
 * likes (the like button, the swipe game, a profile's pass button). The likes themselves, which
 * the navigation counts, are the platform's (`useGetLikesQuery`); these invalidate them.
 */
export const likesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
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
    /** POST /api/swipe.php: like or pass; a like may be a match. */
    swipe: build.mutation<SwipeResponse, SwipeBody>({
      query: (body) => ({ url: 'swipe.php', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => (body.like ? ['Likes'] : []),
    }),
  }),
});

export const { useLikeMemberMutation, useUnlikeMemberMutation, useSwipeMutation } = likesApi;
