import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { PushSubscribeRequest } from '../contracts/push';
import { pushApi } from './push-api';
import {
  browserCanPush,
  currentSubscription,
  notificationPermission,
  subscribeBrowser,
} from './push-browser';
import { pushBusy, pushChecked, pushSettled } from './push-slice';

// The store's state type belongs to the shell.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PushThunk<R> = ThunkAction<R, any, unknown, UnknownAction>;

const asRequest = (subscription: PushSubscription): PushSubscribeRequest =>
  ({ subscription: subscription.toJSON() }) as PushSubscribeRequest;

/**
 * Reads the browser's push state into the store. With `save`, a subscription the browser holds
 * is stored again for the member now logged in (the same browser may have been another
 * member's, or the server may have dropped it).
 */
export function checkPush({ save = false } = {}): PushThunk<Promise<void>> {
  return async (dispatch) => {
    if (!browserCanPush()) {
      dispatch(pushChecked({ isCapable: false, isSubscribed: false, permission: 'default' }));
      return;
    }
    const permission = notificationPermission();
    const subscription =
      permission === 'granted' ? await currentSubscription().catch(() => null) : null;
    dispatch(pushChecked({ isCapable: true, isSubscribed: subscription !== null, permission }));
    if (save && subscription)
      await dispatch(pushApi.endpoints.savePushSubscription.initiate(asRequest(subscription)));
  };
}

/**
 * Turns push on (spec §4 "Subscribing registers a service worker and posts the subscription to
 * the account"): the browser asks the member, subscribes with the site's key, and the server
 * stores it. If the server refuses, the browser's subscription is undone, so both agree.
 */
export function enablePush(publicKey: string): PushThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(pushBusy());
    let subscription: PushSubscription;
    try {
      subscription = await subscribeBrowser(publicKey);
    } catch {
      const permission = notificationPermission();
      dispatch(
        pushSettled({
          isSubscribed: false,
          permission,
          failure: permission === 'denied' ? 'denied' : 'failed',
        }),
      );
      return false;
    }
    const saved = await dispatch(
      pushApi.endpoints.savePushSubscription.initiate(asRequest(subscription)),
    );
    if ('error' in saved) {
      await subscription.unsubscribe().catch(() => false);
      dispatch(
        pushSettled({
          isSubscribed: false,
          permission: notificationPermission(),
          failure: 'failed',
        }),
      );
      return false;
    }
    dispatch(pushSettled({ isSubscribed: true, permission: notificationPermission() }));
    return true;
  };
}

/** Turns push off for this browser: the server forgets it, then the browser unsubscribes. */
export function disablePush(): PushThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(pushBusy());
    const subscription = await currentSubscription().catch(() => null);
    if (subscription) {
      const removed = await dispatch(
        pushApi.endpoints.removePushSubscription.initiate({ endpoint: subscription.endpoint }),
      );
      if ('error' in removed) {
        dispatch(
          pushSettled({
            isSubscribed: true,
            permission: notificationPermission(),
            failure: 'failed',
          }),
        );
        return false;
      }
      await subscription.unsubscribe().catch(() => false);
    }
    dispatch(pushSettled({ isSubscribed: false, permission: notificationPermission() }));
    return true;
  };
}

/**
 * Before logging out: the server stops pushing this member's news to this browser (the next
 * member to log in here gets it instead, checkPush's save). The browser's subscription stays.
 * Failures are ignored: logging out must not wait on push.
 */
export function releasePushForLogout(): PushThunk<Promise<void>> {
  return async (dispatch) => {
    if (!browserCanPush()) return;
    const subscription = await currentSubscription().catch(() => null);
    if (!subscription) return;
    await dispatch(
      pushApi.endpoints.removePushSubscription.initiate({ endpoint: subscription.endpoint }),
    );
  };
}
