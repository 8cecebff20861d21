import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { User } from '../contracts/user';
import { authApi } from './auth-api';
import { creditsChanged, paidUserChanged, sessionEnded } from './auth-events';

export interface AuthState {
  /** The logged-in member (spec §3 User), or null for a visitor. */
  user: User | null;
}

const initialState: AuthState = { user: null };

/**
 * Who is logged in. The member is server data: this slice has no setters; it is seeded from the
 * boot data and follows what the API answers (current user, login, language change), and is
 * cleared by a logout or an ended session. Components read it through the selectors below.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(creditsChanged, (state, { payload }) => {
        if (state.user) state.user.credits = payload;
      })
      .addCase(paidUserChanged, (state, { payload }) => {
        if (state.user) state.user.paid_user = payload;
      })
      .addMatcher(
        isAnyOf(
          authApi.endpoints.getUser.matchFulfilled,
          authApi.endpoints.login.matchFulfilled,
          authApi.endpoints.giveSecondFactor.matchFulfilled,
          authApi.endpoints.passkeyLogin.matchFulfilled,
          authApi.endpoints.signup.matchFulfilled,
          authApi.endpoints.saveLanguage.matchFulfilled,
        ),
        (state, action) => {
          state.user = action.payload;
        },
      )
      // Logged out locally whatever the server answers.
      .addMatcher(
        isAnyOf(
          authApi.endpoints.logout.matchFulfilled,
          authApi.endpoints.logout.matchRejected,
          sessionEnded.match,
        ),
        (state) => {
          state.user = null;
        },
      );
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
  },
});

export const { selectUser, selectIsLoggedIn } = authSlice.selectors;
