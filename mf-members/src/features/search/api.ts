import { api } from '@app/shared';
import { MEMBERS_DEFAULT_LIMIT } from '@app/shared/values';
import type { MembersResponse } from '@app/shared/contracts';

/** Search filters (spec §3 Search state), as kept in the page's URL. */
export interface MemberFilters {
  gender?: 'male' | 'female';
  country?: string;
  /** Region id, only together with its country. */
  region?: number;
  min_age?: number;
  max_age?: number;
}

export const searchApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Keyset-paged search: each page's `next_cursor` asks for the following one. */
    searchMembers: build.infiniteQuery<MembersResponse, MemberFilters, string | null>({
      query: ({ queryArg, pageParam }) => ({
        url: 'members.php',
        params: {
          ...queryArg,
          limit: MEMBERS_DEFAULT_LIMIT,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      providesTags: ['Members'],
      // Back from a profile a few minutes later still finds every page loaded (spec §3).
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchMembersInfiniteQuery } = searchApi;
