import { api, type MemberProfile } from '@app/shared';

export const profileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** A member's full profile; invisible and blocked members answer 404. */
    getMember: build.query<MemberProfile, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
      transformResponse: (response: { profile: MemberProfile }) => response.profile,
      providesTags: (_result, _error, id) => [{ type: 'Member', id }],
    }),
  }),
});

export const { useGetMemberQuery } = profileApi;
