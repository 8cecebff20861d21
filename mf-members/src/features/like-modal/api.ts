import { api } from '@app/shared';
import { LIKES_RELOAD_AFTER_AUTO_LIKE_MS } from '@app/shared/values';
import type { AutoLikeResponse } from '@app/shared/contracts';

export const likeModalApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
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
          () => dispatch(api.util.invalidateTags(['Likes'])),
          LIKES_RELOAD_AFTER_AUTO_LIKE_MS,
        );
      },
    }),
  }),
});

export const { useAutoLikeMutation } = likeModalApi;
