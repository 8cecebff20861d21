import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The match screen (issue 25 §2): a like returned opens it on both sides, wherever each member
 * is in the product. The server's `match` event opens it (the liker gets one too), the shell
 * places the widget, mf-chat is it (it writes the first message). Widgets take no props across
 * the remote boundary: the member matched with travels through this slice.
 */
export interface MatchScreenState {
  /** The member just matched with; null: closed. */
  memberId: number | null;
}

const initialState: MatchScreenState = { memberId: null };

export const matchScreenSlice = createSlice({
  name: 'matchScreen',
  initialState,
  reducers: {
    matchScreenOpened(state, action: PayloadAction<number>) {
      state.memberId = action.payload;
    },
    matchScreenClosed(state) {
      state.memberId = null;
    },
  },
  selectors: {
    selectMatchScreen: (state) => state,
  },
});
