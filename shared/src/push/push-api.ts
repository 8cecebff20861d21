import { api } from '../api/api-slice';
import type { PushSubscribeRequest, PushUnsubscribeRequest } from '../contracts/push';

/** Spec §7: the browser's push subscription, stored for the member and removed. */
export const pushApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/user.php?push=1 */
    savePushSubscription: build.mutation<void, PushSubscribeRequest>({
      query: (body) => ({ url: 'user.php?push=1', method: 'POST', body }),
    }),
    /** DELETE /api/user.php?push=1 */
    removePushSubscription: build.mutation<void, PushUnsubscribeRequest>({
      query: (body) => ({ url: 'user.php?push=1', method: 'DELETE', body }),
    }),
  }),
});
