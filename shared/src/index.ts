// The platform kernel (issue 24 §1, ADR 0005): what must exist once per page, shared at run time
// as a Module Federation singleton provided by the shell. The store and its typed hooks, the one
// API slice and the APIs more than one app reads, the session, the site settings, i18n start-up,
// the one door for server events, the cross-app slices and the route contract. Everything else
// (values, helpers, contracts, the UI kit, site chrome, testing) is bundled into the app that
// uses it: @app/shared/values, /utils, /contracts, /ui, /bindings (the hooks, actions and
// selectors of the objects below under their own names). Its surface is recorded in
// shared/kernel-api.json; `pnpm kernel:api` says which version bump a change asks for.
export { makeStore, rootReducer, type AppStore, type LazyLoadedSlices } from './store/store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { api } from './api/api-slice';

// The session.
export { authApi } from './auth/auth-api';
export { selectUser, selectIsLoggedIn } from './auth/auth-slice';
export { creditsChanged, sessionEnded } from './auth/auth-events';

// The site and its texts.
export { selectSettings } from './site/site-slice';
export { useFictionalWords, useSiteTexts } from './site/use-site-texts';
export { initI18n, registerNamespace, i18next } from './i18n/i18n';
export { useChangeLanguage } from './i18n/use-change-language';

// Server events: the one door.
export {
  addServerEventHandler,
  applyServerEvent,
  conversationOpened,
  messageInChatList,
  liveEventReceived,
  setEventTransport,
  serverEventsApi,
  type ServerEventHandler,
} from './events/server-events';

// The APIs more than one app reads or writes (each app's own endpoints live in its features).
export { activityApi } from './activity/activity-api';
export { memberApi } from './members/member-api';
export { profileApi } from './profile/profile-api';
export { siteDataApi } from './site/site-data-api';
export { accountApi } from './account/account-api';

// State more than one app acts on.
export { signupSlice } from './signup/signup-slice';
export { likeModalSlice } from './likes/like-modal-slice';
export { matchScreenSlice } from './likes/match-screen-slice';
export { pushSlice } from './push/push-slice';
export { checkPush, enablePush, disablePush, releasePushForLogout } from './push/push-actions';

// The route and widget contract.
export { defineRemoteRoutes, type OwnedRoute } from './federation/define-remote-routes';
