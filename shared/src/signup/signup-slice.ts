import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The sign-up modal (spec §2), shared by the shell, which places the widget, and mf-signup,
 * which is it: every "Sign up" call to action opens it through this slice, never through props
 * across the remote boundary.
 * - `closed`: not shown;
 * - `open`: shown, nothing entered worth keeping: backdrop and Escape close it;
 * - `in_progress`: the member is past the account step: only the modal's own buttons end it.
 */
export type SignupStatus = 'closed' | 'open' | 'in_progress';

export interface SignupState {
  status: SignupStatus;
  /** The featured profile the first message goes to (`/members/{id}/signup`), if any. */
  profileId: number | null;
  /** The sign-up remote could not be loaded: call-to-action buttons say so. */
  unavailable: boolean;
  /**
   * The last sign-up ended with the account made and the modal leading on (to the first
   * matches): the page it was opened over does not send the member anywhere itself.
   */
  finished: boolean;
}

const initialState: SignupState = {
  status: 'closed',
  profileId: null,
  unavailable: false,
  finished: false,
};

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    signupOpened(state, action: PayloadAction<{ profileId?: number } | undefined>) {
      if (state.status === 'closed') state.status = 'open';
      state.finished = false;
      if (action.payload?.profileId !== undefined) state.profileId = action.payload.profileId;
    },
    signupStarted(state) {
      if (state.status !== 'closed') state.status = 'in_progress';
    },
    /** Spec §2: the modal closes on signupClosed (`finished`: the account is made) … */
    signupClosed(state, action: PayloadAction<{ finished?: boolean } | undefined>) {
      state.status = 'closed';
      state.profileId = null;
      state.finished = action.payload?.finished === true;
    },
    /** … or redirectedToLogin (the address already has an account: the member logs in). */
    redirectedToLogin(state) {
      state.status = 'closed';
      state.profileId = null;
    },
    signupUnavailable(state) {
      state.status = 'closed';
      state.unavailable = true;
    },
  },
  selectors: {
    selectSignupStatus: (state) => state.status,
    selectSignupProfileId: (state) => state.profileId,
    selectSignupUnavailable: (state) => state.unavailable,
    selectSignupFinished: (state) => state.finished,
  },
});

export const {
  selectSignupStatus,
  selectSignupProfileId,
  selectSignupUnavailable,
  selectSignupFinished,
} = signupSlice.selectors;
