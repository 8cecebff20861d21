import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../contracts/user';

export interface AuthState {
  /** The logged-in member (spec §3 User), or null for a visitor. */
  user: User | null;
}

const initialState: AuthState = { user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    userRefreshed(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
    loggedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
  },
});

export const { loggedIn, userRefreshed, loggedOut } = authSlice.actions;
export const { selectUser, selectIsLoggedIn } = authSlice.selectors;
