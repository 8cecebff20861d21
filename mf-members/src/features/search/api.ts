import { api } from '@app/shared';
import { MEMBERS_DEFAULT_LIMIT, type SearchFilters } from '@app/shared/values';
import type { MembersResponse, SearchStartResponse } from '@app/shared/contracts';

/**
 * Search filters (spec §3 Search state), as kept in the page's URL (the region only with its
 * country); and, for members, verified members only (issue 29 §3).
 */
export type MemberFilters = SearchFilters & { verified?: '1' };

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
    /** Where a member's first search starts, and what it widened to find a screenful. */
    getSearchStart: build.query<SearchStartResponse, void>({
      query: () => 'search-start.php',
    }),
  }),
});

export const { useSearchMembersInfiniteQuery, useGetSearchStartQuery } = searchApi;
