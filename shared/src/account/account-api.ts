import { api } from '../api/api-slice';

/**
 * The member's account: confirming the e-mail address. Used by the shell (account reminder) and
 * mf-signup (activation pages), so it lives here once.
 */
export const accountApi = api.injectEndpoints({
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

export const { useActivateMutation, useResendActivationMailMutation } = accountApi;
