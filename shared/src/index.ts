// The public surface of @app/shared: the one store, the one api slice, auth, site settings,
// i18n setup, constants and small utilities. Shared at run time as a Module Federation
// singleton provided by the shell.
export * from './config/constants';
export * from './config/routes';
export { api } from './api/api-slice';
export { baseQuery, isRepeatable, CLIENT_HEADER, IDEMPOTENCY_HEADER } from './api/base-query';
export { describeApiError, type ApiErrorInfo } from './api/errors';
export { authSlice, selectUser, selectIsLoggedIn, type AuthState } from './auth/auth-slice';
export { creditsChanged, paidUserChanged, sessionEnded } from './auth/auth-events';
export {
  authApi,
  useGetUserQuery,
  useLoginMutation,
  useLogoutMutation,
  useSaveLanguageMutation,
  useSignupMutation,
} from './auth/auth-api';
export { siteSlice, selectSettings, type SiteState } from './site/site-slice';
export { siteTexts, type SiteTexts } from './site/site-texts';
export { useFictionalWords, useSiteTexts } from './site/use-site-texts';
export {
  pushSlice,
  pushMessageReceived,
  pushStatus,
  selectPush,
  selectPushStatus,
  type PushState,
  type PushStatus,
} from './push/push-slice';
export { checkPush, enablePush, disablePush, releasePushForLogout } from './push/push-actions';
export { browserCanPush, pushRegistration } from './push/push-browser';
export {
  NEW_PUSH_CLICK,
  NEW_PUSH_MESSAGE,
  isServiceWorkerMessage,
  type ServiceWorkerMessage,
} from './push/push-messages';
export type { PushPayload } from './contracts/push';
export {
  makeStore,
  rootReducer,
  type AppStore,
  type AppDispatch,
  type RootState,
  type LazyLoadedSlices,
  type PreloadedState,
} from './store/store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { initI18n, registerNamespace, i18next } from './i18n/i18n';
export { pickLanguage, isSupportedLanguage } from './i18n/language';
export { readLocaleCookie, writeLocaleCookie } from './i18n/locale-cookie';
export { useChangeLanguage } from './i18n/use-change-language';
export { badgeLabel, creditsBadgeVariant, titleWithCount } from './utils/badges';
export { imageUrl } from './utils/images';
export type { User, Image } from './contracts/user';
export type { Settings } from './contracts/settings';
export {
  activityApi,
  useGetChatsQuery,
  useGetLikesQuery,
  unreadMessagesTotal,
  newLikesTotal,
} from './activity/activity-api';
export type {
  ChatSummary,
  LikedBy,
  LikedProfile,
  MatchModalProfile,
  SwipeResponse,
  SwipeStackResponse,
} from './contracts/activity';
export {
  defineRemoteRoutes,
  type OwnedRoute,
  type LayoutName,
} from './federation/define-remote-routes';
export * from './contracts/values';
export { soughtGenders } from './contracts/preferences';
// Only what screens use: the method rules with their bank lists stay server-side (the client
// shows what GET /api/paymentmethods.php offers), out of every page's first load.
export {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ADDRESS_FIELD_MAX_LENGTH,
  DISCOUNT_CODE_MAX_LENGTH,
  FINAL_ORDER_STATUSES,
  PAYMENT_METHODS,
  PREMIUM_MATCH_CHANCE_PERCENT,
  SMS_CODE_LENGTH,
  TIME_BONUS_WINDOW_SECONDS,
  type OrderStatus,
  type PaymentMethodId,
} from './contracts/payment-values';
export type {
  MemberCard,
  MemberProfile,
  MembersResponse,
  MembersQueryInput,
} from './contracts/members';
export { memberApi, useGetMemberQuery } from './members/member-api';
export { profileFieldShown } from './members/profile-fields';
export {
  siteDataApi,
  useGetRegionsQuery,
  useGetInterestsQuery,
  useGetCompanyQuery,
} from './site/site-data-api';
export {
  profileApi,
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  useUploadPhotoMutation,
  useDeletePhotoMutation,
} from './profile/profile-api';
export type {
  OwnProfile,
  OwnPhoto,
  ProfileUpdate,
  Geolocation as GeocodedPlace,
} from './contracts/profile';
export type { Region, RegionsResponse } from './contracts/site-data';
export type { LandingData, LandingQueryInput } from './contracts/landers';
export {
  addServerEventHandler,
  applyServerEvent,
  conversationOpened,
  messageInChatList,
  liveEventReceived,
  setEventTransport,
  serverEventsApi,
  useServerEventsQuery,
  type EventTransport,
  type ServerEvent,
  type ServerEventHandler,
} from './events/server-events';
export { sseTransport } from './events/sse-transport';
export { RETURN_TO_PARAM, loginPathFor, returnTarget } from './config/return-to';
export {
  accountApi,
  useResendActivationMailMutation,
  useConfirmMailChangeMutation,
  useReactivateMutation,
} from './account/account-api';
export type { AccountDelete, AccountSettings, NotificationSettings } from './contracts/account';
export {
  signupSlice,
  signupOpened,
  signupStarted,
  signupClosed,
  redirectedToLogin,
  signupUnavailable,
  selectSignupStatus,
  selectSignupProfileId,
  selectSignupUnavailable,
  selectSignupFinished,
  type SignupState,
  type SignupStatus,
} from './signup/signup-slice';
export {
  likeModalSlice,
  likeModalOpened,
  likeModalProfileLoaded,
  likeModalClosed,
  likeModalImagePressed,
  likeModalButtonPressed,
  conversationStarting,
  selectLikeModal,
  type LikeModalState,
} from './likes/like-modal-slice';
export { trackingFromQuery, visitTracking, rememberTracking, hasTracking } from './signup/tracking';
export type { Tracking, SignupRequest, AccountStep, AccountStepField } from './contracts/signup';
export { isMembersArea, timeBonusPossible, formatCountdown } from './payments/time-bonus';
