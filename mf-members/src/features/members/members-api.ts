import { api, MEMBERS_DEFAULT_LIMIT, type MemberProfile, type MembersResponse } from '@app/shared';

/** Search filters (spec §3 Search state), as kept in the page's URL. */
export interface MemberFilters {
  gender?: 'male' | 'female';
  country?: string;
  /** Region id, only together with its country. */
  region?: number;
  min_age?: number;
  max_age?: number;
}

export const membersApi = api.injectEndpoints({
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
    }),
    getMember: build.query<MemberProfile, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
      transformResponse: (response: { profile: MemberProfile }) => response.profile,
      providesTags: (_result, _error, id) => [{ type: 'Member', id }],
    }),
  }),
});

export const { useSearchMembersInfiniteQuery, useGetMemberQuery } = membersApi;
