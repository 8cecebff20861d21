import { api } from '@app/shared';
import type { Appeal } from '@app/shared/contracts';

export const appealApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/appeal.php: a sanctioned member's appeal, with their login's link. */
    sendAppeal: build.mutation<{ reference: number }, Appeal>({
      query: (body) => ({ url: 'appeal.php', method: 'POST', body }),
    }),
  }),
});

export const { useSendAppealMutation } = appealApi;
