import { api } from '../api/api-slice';

/**
 * The account calls more than one app makes: sending the confirmation mail again (the shell's
 * account reminder, chat, sign-up), and the shell's mail-change and reactivation pages. The
 * settings pages' calls are mf-members' (features/settings/api.ts), activation mf-signup's.
 */
export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/activation-mail.php: send the confirmation mail again. */
    resendActivationMail: build.mutation<void, void>({
      query: () => ({ url: 'activation-mail.php', method: 'POST', body: {} }),
    }),
    /** PUT /api/mail-change.php: the link's token changes the address. */
    confirmMailChange: build.mutation<{ email: string }, { token: string }>({
      query: (body) => ({ url: 'mail-change.php', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** POST /api/reactivate.php: the mailed link brings the account back. */
    reactivate: build.mutation<void, { token: string }>({
      query: (body) => ({ url: 'reactivate.php', method: 'POST', body }),
    }),
  }),
});
