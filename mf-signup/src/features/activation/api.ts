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
    /** POST /api/activation-mail.php: send the confirmation mail again. */
    resendActivationMail: build.mutation<void, void>({
      query: () => ({ url: 'activation-mail.php', method: 'POST', body: {} }),
    }),
  }),
});

export const { useActivateMutation, useResendActivationMailMutation } = activationApi;
