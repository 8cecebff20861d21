import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MatchModalProfile } from '../contracts/activity';

/**
 * The "New like!" modal (spec §2, §4), shared by the shell, which places the widget and acts as
 * its parent, and mf-members, which is it. Widgets take no props across the remote boundary, so
 * what a parent would pass (the profile, the button's label) and what the modal emits (image
 * pressed, button pressed) go through this slice.
 */
export interface LikeModalState {
  open: boolean;
  /** The liked profile; null: the modal asks `GET /api/auto-like.php` for one. */
  profile: MatchModalProfile | null;
  /** The button's label, from the parent. */
  buttonLabel: string;
  /** Spec §2: set by the start-conversation action. */
  startingConversation: boolean;
  /** The last press the modal emitted, for its parent; `seq` tells two presses apart. */
  pressed: { kind: 'image' | 'button'; id: number; seq: number } | null;
}

const initialState: LikeModalState = {
  open: false,
  profile: null,
  buttonLabel: '',
  startingConversation: false,
  pressed: null,
};

export const likeModalSlice = createSlice({
  name: 'likeModal',
  initialState,
  reducers: {
    likeModalOpened(
      state,
      action: PayloadAction<{ profile?: MatchModalProfile; buttonLabel: string }>,
    ) {
      state.open = true;
      state.profile = action.payload.profile ?? null;
      state.buttonLabel = action.payload.buttonLabel;
      state.startingConversation = false;
    },
    /** The modal found its profile (auto-like). */
    likeModalProfileLoaded(state, action: PayloadAction<MatchModalProfile>) {
      state.profile = action.payload;
    },
    likeModalClosed(state) {
      state.open = false;
      state.profile = null;
    },
    likeModalImagePressed(state, action: PayloadAction<number>) {
      state.pressed = { kind: 'image', id: action.payload, seq: (state.pressed?.seq ?? 0) + 1 };
    },
    likeModalButtonPressed(state, action: PayloadAction<number>) {
      state.pressed = { kind: 'button', id: action.payload, seq: (state.pressed?.seq ?? 0) + 1 };
    },
    conversationStarting(state) {
      state.startingConversation = true;
    },
  },
  selectors: {
    selectLikeModal: (state) => state,
  },
});

export const { selectLikeModal } = likeModalSlice.selectors;
