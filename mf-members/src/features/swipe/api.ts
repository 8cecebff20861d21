import { api } from '@app/shared';
import type { SwipeStackResponse } from '@app/shared/contracts';

export const swipeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/swipe.php: the swipe game's next profiles and the day's likes left. */
    getSwipeStack: build.query<SwipeStackResponse, void>({
      query: () => 'swipe.php',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSwipeStackQuery } = swipeApi;
