import { api } from '../api/api-slice';
import type { Report } from '../contracts/chat';
import type { MemberProfile } from '../contracts/members';

/**
 * One member's full profile (`GET /api/member.php`), and blocking or reporting them: the profile
 * page (mf-members) and the chat (mf-chat) both offer these, so the endpoints live here once.
 */
export const memberApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Invisible, leaving and unknown members answer 404; a blocker answers 403 `blocked`. */
    getMember: build.query<MemberProfile, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
      transformResponse: (response: { profile: MemberProfile }) => response.profile,
    }),
    /**
     * POST /api/block.php (spec §2 block-user dialog): from a conversation or a profile; the
     * conversation leaves both lists.
     */
    blockMember: build.mutation<void, { profile: number }>({
      query: (body) => ({ url: 'block.php', method: 'POST', body }),
      invalidatesTags: ['Chats'],
    }),
    /** POST /api/report.php: stored for the moderators. */
    reportMember: build.mutation<void, Report>({
      query: (body) => ({ url: 'report.php', method: 'POST', body }),
    }),
  }),
});
