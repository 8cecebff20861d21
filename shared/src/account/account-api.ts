import { api } from '../api/api-slice';
import { sessionEnded } from '../auth/auth-events';
import type {
  AccountDelete,
  AccountSettings,
  MailChangeRequest,
  NotificationSettings,
  NotificationSettingsUpdate,
  PasswordChange,
} from '../contracts/account';
import type { InviteResponse } from '../contracts/signup';

/**
 * The member's account: confirming the e-mail address, the settings, leaving and coming back.
 * Used by the shell (account reminder, mail-change and account-deleted pages), mf-signup
 * (activation) and mf-members (settings, notifications), so it lives here once.
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
    /** PUT /api/password.php: a new password, confirmed by the old one. */
    changePassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: 'password.php', method: 'PUT', body }),
    }),
    /** POST /api/mail-change.php: mail a confirmation link to the new address. */
    requestMailChange: build.mutation<void, MailChangeRequest>({
      query: (body) => ({ url: 'mail-change.php', method: 'POST', body }),
    }),
    /** PUT /api/mail-change.php: the link's token changes the address. */
    confirmMailChange: build.mutation<{ email: string }, { token: string }>({
      query: (body) => ({ url: 'mail-change.php', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** GET /api/account-settings.php: invisible mode. */
    getAccountSettings: build.query<AccountSettings, void>({
      query: () => 'account-settings.php',
      transformResponse: (response: { settings: AccountSettings }) => response.settings,
      providesTags: ['Settings'],
    }),
    updateAccountSettings: build.mutation<AccountSettings, Partial<AccountSettings>>({
      query: (body) => ({ url: 'account-settings.php', method: 'PUT', body }),
      transformResponse: (response: { settings: AccountSettings }) => response.settings,
      invalidatesTags: ['Settings', 'Members', 'Likes'],
    }),
    /** GET /api/notifications.php: the e-mails the member gets, and whether mail stopped. */
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => 'notifications.php',
      transformResponse: (response: { notifications: NotificationSettings }) =>
        response.notifications,
      providesTags: ['Notifications'],
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsUpdate>({
      query: (body) => ({ url: 'notifications.php', method: 'PUT', body }),
      transformResponse: (response: { notifications: NotificationSettings }) =>
        response.notifications,
      // The user's notifications_disabled drives the disabled-notifications alert.
      invalidatesTags: ['Notifications', 'User'],
    }),
    /** DELETE /api/account.php: leave; the session ends with it. */
    deleteAccount: build.mutation<{ erase_after: string }, AccountDelete>({
      query: (body) => ({ url: 'account.php', method: 'DELETE', body }),
      // The server ended the session: the browser forgets the member and what it loaded.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(sessionEnded());
        dispatch(api.util.resetApiState());
      },
    }),
    /** POST /api/reactivate.php: the mailed link brings the account back. */
    reactivate: build.mutation<void, { token: string }>({
      query: (body) => ({ url: 'reactivate.php', method: 'POST', body }),
    }),
    /** POST /api/invite.php: a single-use sign-up link to pass on (invite-only sites). */
    createInvite: build.mutation<InviteResponse, void>({
      query: () => ({ url: 'invite.php', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useActivateMutation,
  useResendActivationMailMutation,
  useChangePasswordMutation,
  useRequestMailChangeMutation,
  useConfirmMailChangeMutation,
  useGetAccountSettingsQuery,
  useUpdateAccountSettingsMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useDeleteAccountMutation,
  useReactivateMutation,
  useCreateInviteMutation,
} = accountApi;
