import { api } from '@app/shared';

/** The shell's account pages: the mailed links that change the address or bring an account back. */
export const accountPagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /api/mail-change.php: the link's token changes the address. */
    confirmMailChange: build.mutation<{ email: string }, { token: string }>({
      query: (body) => ({ url: 'mail-change.php', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** DELETE /api/mail-change.php: the link mailed to the old address gives it back. */
    undoMailChange: build.mutation<{ email: string }, { token: string }>({
      query: (body) => ({ url: 'mail-change.php', method: 'DELETE', body }),
      invalidatesTags: ['User'],
    }),
    /** POST /api/reactivate.php: the mailed link brings the account back. */
    reactivate: build.mutation<void, { token: string }>({
      query: (body) => ({ url: 'reactivate.php', method: 'POST', body }),
    }),
  }),
});

export const { useConfirmMailChangeMutation, useReactivateMutation, useUndoMailChangeMutation } =
  accountPagesApi;
