import { api } from '@app/shared';
import type { BlocksResponse } from '@app/shared/contracts';

/**
 * Whom the member blocked, and unblocking (issue 25 §2): the profile page and the settings'
 * blocked list both offer Unblock (blocking itself is the kernel's: the chat offers it too).
 */
export const blocksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/block.php: the blocked members, with who they are. */
    getBlockedMembers: build.query<BlocksResponse, void>({
      query: () => 'block.php',
    }),
    /** DELETE /api/block.php: they may see the member's profile and write again. */
    unblockMember: build.mutation<void, { profile: number }>({
      query: (body) => ({ url: 'block.php', method: 'DELETE', body }),
      invalidatesTags: ['Chats', 'Likes'],
      // The blocked list follows at once.
      async onQueryStarted({ profile }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The button says why.
        }
        dispatch(
          blocksApi.util.updateQueryData('getBlockedMembers', undefined, (blocks) => {
            blocks.blocked = blocks.blocked.filter((id) => id !== profile);
            blocks.members = blocks.members.filter((member) => member.id !== profile);
          }),
        );
      },
    }),
  }),
});

export const { useGetBlockedMembersQuery, useUnblockMemberMutation } = blocksApi;
