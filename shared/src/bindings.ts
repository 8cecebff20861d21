// The kernel's endpoints and slices under their own names (issue 24 §1). The kernel shares each
// API and slice once, as one object (`profileApi`, `signupSlice`, …); this thin module, bundled
// into each app, takes the hooks, actions and selectors off those very objects at start-up, so
// every app still dispatches to the one store and queries through the one API slice. The names
// inside the objects are part of the kernel's recorded surface (shared/kernel-api.json): taking
// one away is a major version, as for a top-level name.
import {
  accountApi,
  activityApi,
  authApi,
  likeModalSlice,
  matchScreenSlice,
  memberApi,
  profileApi,
  pushSlice,
  serverEventsApi,
  signupSlice,
  siteDataApi,
} from '@app/shared';

export type { SignupState, SignupStatus } from './signup/signup-slice';
export type { LikeModalState } from './likes/like-modal-slice';
export type { MatchScreenState } from './likes/match-screen-slice';
export type { PushState } from './push/push-slice';
export type { AuthState } from './auth/auth-slice';
export type { SiteState } from './site/site-slice';

export const {
  useGetUserQuery,
  useGiveSecondFactorMutation,
  useLoginMutation,
  usePasskeyLoginMutation,
  usePasskeyOptionsMutation,
  useLogoutMutation,
  useSaveLanguageMutation,
  useSignupMutation,
} = authApi;
export const { useGetChatsQuery, useGetLikesQuery, useGetMessageRequestCountQuery } = activityApi;
export const { useGetMemberQuery, useBlockMemberMutation, useReportMemberMutation } = memberApi;
export const {
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  useUploadPhotoMutation,
  useDeletePhotoMutation,
} = profileApi;
export const { useGetRegionsQuery, useGetInterestsQuery, useGetCompanyQuery, useGetTownsQuery } =
  siteDataApi;
export const { useResendActivationMailMutation } = accountApi;
export const { useServerEventsQuery } = serverEventsApi;

export const { signupOpened, signupStarted, signupClosed, redirectedToLogin, signupUnavailable } =
  signupSlice.actions;
export const {
  selectSignupStatus,
  selectSignupProfileId,
  selectSignupUnavailable,
  selectSignupFinished,
} = signupSlice.selectors;
export const {
  likeModalOpened,
  likeModalProfileLoaded,
  likeModalClosed,
  likeModalImagePressed,
  likeModalButtonPressed,
  conversationStarting,
} = likeModalSlice.actions;
export const { selectLikeModal } = likeModalSlice.selectors;
export const { matchScreenOpened, matchScreenClosed } = matchScreenSlice.actions;
export const { selectMatchScreen } = matchScreenSlice.selectors;
export const { pushMessageReceived } = pushSlice.actions;
export const { selectPush, selectPushStatus } = pushSlice.selectors;
