import { api } from '../api/api-slice';
import type { MemberProfile } from '../contracts/members';

/**
 * One member's full profile (`GET /api/member.php`): the profile page (mf-members) and the
 * first message to a member (mf-chat) show it, so the endpoint lives here once.
 */
export const memberApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Invisible, leaving and unknown members answer 404; a blocker answers 403 `blocked`. */
    getMember: build.query<MemberProfile, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
      transformResponse: (response: { profile: MemberProfile }) => response.profile,
      providesTags: (_result, _error, id) => [{ type: 'Member', id }],
    }),
  }),
});

export const { useGetMemberQuery } = memberApi;
