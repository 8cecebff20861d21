import type { PushState } from './push-slice';

/**
 * Spec §4 push states, in the order they are decided: not known yet, not capable, denied (the
 * member said no in the browser), subscribed, or capable but unsubscribed.
 */
export type PushStatus = 'unknown' | 'not_capable' | 'denied' | 'subscribed' | 'unsubscribed';

export function pushStatus(
  state: Pick<PushState, 'isCapable' | 'isSubscribed' | 'permission'>,
): PushStatus {
  if (state.isCapable === null) return 'unknown';
  if (!state.isCapable) return 'not_capable';
  if (state.permission === 'denied') return 'denied';
  return state.isSubscribed ? 'subscribed' : 'unsubscribed';
}
