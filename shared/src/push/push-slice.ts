import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PushPayload } from '../contracts/push';
import { pushStatus } from './push-status';

/**
 * Spec §3 push state: whether this browser can receive pushes, whether it is subscribed for the
 * member, what the member allowed, and the last pushed message.
 */
export interface PushState {
  /** null until the browser was asked (the first check runs after start-up). */
  isCapable: boolean | null;
  isSubscribed: boolean;
  /** The notification permission: 'denied' is final until the member changes it in the browser. */
  permission: NotificationPermission;
  lastMessage: PushPayload | null;
  /** Subscribing or unsubscribing is under way. */
  busy: boolean;
  /** The last attempt failed: what to tell the member. */
  failure: 'denied' | 'failed' | null;
}

const initialState: PushState = {
  isCapable: null,
  isSubscribed: false,
  permission: 'default',
  lastMessage: null,
  busy: false,
  failure: null,
};

export const pushSlice = createSlice({
  name: 'push',
  initialState,
  reducers: {
    pushChecked(
      state,
      action: PayloadAction<{
        isCapable: boolean;
        isSubscribed: boolean;
        permission: NotificationPermission;
      }>,
    ) {
      Object.assign(state, action.payload);
    },
    pushBusy(state) {
      state.busy = true;
      state.failure = null;
    },
    pushSettled(
      state,
      action: PayloadAction<{
        isSubscribed: boolean;
        permission: NotificationPermission;
        failure?: PushState['failure'];
      }>,
    ) {
      state.busy = false;
      state.isSubscribed = action.payload.isSubscribed;
      state.permission = action.payload.permission;
      state.failure = action.payload.failure ?? null;
    },
    pushMessageReceived(state, action: PayloadAction<PushPayload>) {
      state.lastMessage = action.payload;
    },
  },
  selectors: {
    selectPush: (state) => state,
    selectPushStatus: (state) => pushStatus(state),
  },
});

export const { pushChecked, pushBusy, pushSettled, pushMessageReceived } = pushSlice.actions;
export const { selectPush, selectPushStatus } = pushSlice.selectors;

export { pushStatus, type PushStatus } from './push-status';
