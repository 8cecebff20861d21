import { api } from '@app/shared';

export const activationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /api/activate.php: confirm the address with the mailed link's token. */
    activate: build.mutation<void, { token: string }>({
      query: (body) => ({ url: 'activate.php', method: 'PUT', body }),
      // The member's status changed: the account reminder and the user follow.
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useActivateMutation } = activationApi;
