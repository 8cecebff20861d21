import { api } from '../api/api-slice';

/**
 * The account call more than one app makes: sending the confirmation mail again (the shell's
 * account reminder, chat, sign-up). The settings pages' calls are mf-members'
 * (features/settings/api.ts), activation mf-signup's, the mail-change and reactivation links the
 * shell's (features/account/api.ts).
 */
export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/activation-mail.php: send the confirmation mail again. */
    resendActivationMail: build.mutation<void, void>({
      query: () => ({ url: 'activation-mail.php', method: 'POST', body: {} }),
    }),
  }),
});
