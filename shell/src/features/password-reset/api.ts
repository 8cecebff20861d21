import { api } from '@app/shared';
import type { PasswordReset, PasswordResetRequest } from '@app/shared/contracts';

export const passwordResetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/password-reset.php: mail a reset link. */
    requestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (body) => ({ url: 'password-reset.php', method: 'POST', body }),
    }),
    /** PUT /api/password-reset.php: the link's token and the new password, twice. */
    resetPassword: build.mutation<void, PasswordReset>({
      query: (body) => ({ url: 'password-reset.php', method: 'PUT', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
