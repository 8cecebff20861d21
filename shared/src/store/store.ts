import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api-slice';
import { authSlice, type AuthState } from '../auth/auth-slice';
import { siteSlice, type SiteState } from '../site/site-slice';
import { signupSlice } from '../signup/signup-slice';
import { likeModalSlice } from '../likes/like-modal-slice';
import { matchScreenSlice } from '../likes/match-screen-slice';
import { pushSlice } from '../push/push-slice';

/**
 * State of slices that remotes inject at run time. A remote declares its slice here by module
 * augmentation: `declare module '@app/shared' { interface LazyLoadedSlices { chat: ChatState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The root reducer of the one store. Remotes add their own slices at run time with
 * `rootReducer.inject(slice)`; their endpoints go through `api.injectEndpoints`.
 */
export const rootReducer = combineSlices(
  api,
  authSlice,
  siteSlice,
  signupSlice,
  likeModalSlice,
  matchScreenSlice,
  pushSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export interface PreloadedState {
  auth?: AuthState;
  site?: SiteState;
}

export function makeStore(preloadedState: PreloadedState = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
