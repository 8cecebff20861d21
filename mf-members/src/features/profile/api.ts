import { activityApi, api } from '@app/shared';
import type { SimilarResponse } from '@app/shared/contracts';

export const profileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/similar.php?id= (spec §3 search state: similar results with their own count). */
    getSimilar: build.query<SimilarResponse, number>({
      query: (id) => ({ url: 'similar.php', params: { id } }),
      providesTags: ['Members'],
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
  }),
});

export const { useGetSimilarQuery, useSeeLikeMutation } = profileApi;
