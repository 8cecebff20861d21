import { api, authApi, sessionEnded } from '@app/shared';
import type {
  AccountSecurity,
  MemberTotpEnrolment,
  TotpTurnOff,
  RecoveryCodesRenew,
  TotpTurnOn,
  AccountDelete,
  AccountSettings,
  DiscountCode,
  DiscountCodeResponse,
  InviteResponse,
  MailChangeRequest,
  NotificationSettings,
  NotificationSettingsUpdate,
  MemberSessions,
  PasswordChange,
  WhoMayWriteRequest,
  HiddenWords,
  DataExportResponse,
} from '@app/shared/contracts';

/** The logged-in member read again, whether or not a screen follows them. */
const refetchMember = () =>
  authApi.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true });

/** The settings pages: password, address, invisibility, e-mails, invitations, leaving. */
export const settingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /api/password.php: a new password, confirmed by the old one. */
    changePassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: 'password.php', method: 'PUT', body }),
    }),
    /** POST /api/mail-change.php: mail a confirmation link to the new address. */
    requestMailChange: build.mutation<void, MailChangeRequest>({
      query: (body) => ({ url: 'mail-change.php', method: 'POST', body }),
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
      invalidatesTags: ['Notifications'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(Boolean, () => false)) await dispatch(refetchMember());
      },
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
    /** GET /api/account-security.php: passkeys and the second factor (issue 29 §4). */
    getAccountSecurity: build.query<AccountSecurity, void>({
      query: () => 'account-security.php',
      providesTags: ['Settings'],
    }),
    /** POST /api/two-factor.php: a new secret to scan; nothing changes until confirmed. */
    startTotp: build.mutation<MemberTotpEnrolment, void>({
      query: () => ({ url: 'two-factor.php', method: 'POST', body: {} }),
    }),
    /** PUT /api/two-factor.php: TOTP on; the recovery codes, this once. Other sessions end. */
    turnOnTotp: build.mutation<{ recovery_codes: string[] }, TotpTurnOn>({
      query: (body) => ({ url: 'two-factor.php', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    /** DELETE /api/two-factor.php: TOTP off, confirmed by the password. */
    turnOffTotp: build.mutation<void, TotpTurnOff>({
      query: (body) => ({ url: 'two-factor.php', method: 'DELETE', body }),
      invalidatesTags: ['Settings'],
    }),
    /** POST /api/recovery-codes.php: new recovery codes, this once; the old ones stop working. */
    renewRecoveryCodes: build.mutation<{ recovery_codes: string[] }, RecoveryCodesRenew>({
      query: (body) => ({ url: 'recovery-codes.php', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    /** POST /api/passkeys.php: the browser's new passkey, named, with the password. */
    addPasskey: build.mutation<void, { name: string; password: string; response: unknown }>({
      query: (body) => ({ url: 'passkeys.php', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    /** DELETE /api/passkeys.php?id=. */
    removePasskey: build.mutation<void, number>({
      query: (id) => ({ url: 'passkeys.php', method: 'DELETE', params: { id } }),
      invalidatesTags: ['Settings'],
    }),
    /** GET /api/sessions.php: where the member is logged in (issue 29 §4). */
    getSessions: build.query<MemberSessions['sessions'], void>({
      query: () => 'sessions.php',
      transformResponse: (response: MemberSessions) => response.sessions,
      providesTags: ['Settings'],
    }),
    /** DELETE /api/sessions.php: one session (`id`) or every other one (`others`). */
    endSessions: build.mutation<{ ended: number }, { id: number } | { others: true }>({
      query: (which) => ({
        url: 'sessions.php',
        method: 'DELETE',
        params: 'id' in which ? { id: which.id } : { others: 1 },
      }),
      invalidatesTags: ['Settings'],
    }),
    /** POST /api/invite.php: a single-use sign-up link to pass on (invite-only sites). */
    createInvite: build.mutation<InviteResponse, void>({
      query: () => ({ url: 'invite.php', method: 'POST', body: {} }),
    }),
    /**
     * POST /api/stay-discount.php: the leaving form's offer taken, a code of the member's own
     * (issue 25 §3), which the credits page then applies.
     */
    takeStayDiscount: build.mutation<DiscountCode, void>({
      query: () => ({ url: 'stay-discount.php', method: 'POST', body: {} }),
      transformResponse: (response: DiscountCodeResponse) => response.discountcode,
    }),
    /** GET /api/hidden-words.php (issue 29 §1): words and emojis the member never wants to see. */
    getHiddenWords: build.query<HiddenWords, void>({
      query: () => 'hidden-words.php',
    }),
    /** PUT /api/hidden-words.php: the whole list, as the member left it. */
    setHiddenWords: build.mutation<HiddenWords, HiddenWords>({
      query: (body) => ({ url: 'hidden-words.php', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getHiddenWords', undefined, data));
      },
    }),
    /** GET /api/data-export.php (issue 48 §4): the member's latest download of their data. */
    getDataExport: build.query<DataExportResponse['export'], void>({
      query: () => 'data-export.php',
      transformResponse: (response: DataExportResponse) => response.export,
    }),
    /** POST /api/data-export.php: build it in the background; the link comes by mail. */
    requestDataExport: build.mutation<DataExportResponse['export'], void>({
      query: () => ({ url: 'data-export.php', method: 'POST' }),
      transformResponse: (response: DataExportResponse) => response.export,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getDataExport', undefined, data));
      },
    }),
    /** PUT /api/who-may-write.php (issue 29 §1): whom the member lets write to them directly. */
    setWhoMayWrite: build.mutation<void, WhoMayWriteRequest>({
      query: (body) => ({ url: 'who-may-write.php', method: 'PUT', body }),
      // The member's choices live on the logged-in member, which no screen may be following
      // (then invalidating its tag asks nobody): read again, so the switch shows what was kept
      // (issue 49 §9: it showed off until a reload, and a second tap turned it off).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(Boolean, () => false)) await dispatch(refetchMember());
      },
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useRequestMailChangeMutation,
  useGetAccountSettingsQuery,
  useUpdateAccountSettingsMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useDeleteAccountMutation,
  useCreateInviteMutation,
  useTakeStayDiscountMutation,
  useGetAccountSecurityQuery,
  useStartTotpMutation,
  useTurnOnTotpMutation,
  useTurnOffTotpMutation,
  useRenewRecoveryCodesMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useGetSessionsQuery,
  useEndSessionsMutation,
  useSetWhoMayWriteMutation,
  useGetHiddenWordsQuery,
  useSetHiddenWordsMutation,
  useGetDataExportQuery,
  useRequestDataExportMutation,
} = settingsApi;
