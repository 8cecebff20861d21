import { api } from '@app/shared';
import { MEMBERS_DEFAULT_LIMIT } from '@app/shared/values';
import type { MembersResponse, SearchStartResponse } from '@app/shared/contracts';
import type { MemberFilters } from '../../lib/search-state';

export type { MemberFilters };

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
      // It follows the member's profile (whom they seek, their town): a saved change drops it.
      providesTags: ['User'],
    }),
  }),
});

export const { useSearchMembersInfiniteQuery, useGetSearchStartQuery } = searchApi;
