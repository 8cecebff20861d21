import { useEffect } from 'react';
import { api, useAppDispatch } from '@app/shared';

/** Tabs of one browser tell each other the address was just confirmed (issue 25 §3). */
const CHANNEL = 'account-confirmed';

/** Says to this browser's other tabs that the member confirmed their address here. */
export function announceConfirmed(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('confirmed');
  channel.close();
}

/**
 * While a tab waits for the member to confirm their address, it asks again for the member's
 * status when another tab says it was confirmed, or when the member comes back to this tab (the
 * link may have opened in another browser or on another device). The sign-up flow moves on once
 * the status is active.
 */
export function useConfirmationWatch(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const recheck = () => dispatch(api.util.invalidateTags(['User']));
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = recheck;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [dispatch]);
}
