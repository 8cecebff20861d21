import { useSyncExternalStore } from 'react';
import { TIME_BONUS_TICK_MS } from '@app/shared/values';
import { selectUser, useAppSelector } from '@app/shared';
import { timeBonusPossible } from '@app/shared/utils';
import { useGetTimeBonusQuery } from '../api';

// §4: "only one countdown runs at a time": one clock for every countdown on the page (the
// banner, the modal and the credits page tick together), running only while one is shown.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TIME_BONUS_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const noSubscription = () => () => {};

/** The current time, updated once per second while `ticking`. */
export function useNow(ticking: boolean): number {
  return useSyncExternalStore(
    ticking ? subscribe : noSubscription,
    () => (ticking ? now : 0),
    () => 0,
  );
}

export interface VisibleTimeBonus {
  code: string;
  percentage: number;
  secondsLeft: number;
}

/**
 * The member's time bonus while it is visible (spec §4), or null: loaded on login (keyed by the
 * member), gone on logout, at zero, when the member has paid or the 4 hours are over.
 */
export function useTimeBonus(): VisibleTimeBonus | null {
  const user = useAppSelector(selectUser);
  const possible = timeBonusPossible(user);
  const { data, fulfilledTimeStamp } = useGetTimeBonusQuery(user?.id ?? 0, { skip: !possible });
  const current = useNow(possible && !!data);
  if (!possible || !data || fulfilledTimeStamp === undefined) return null;
  // Counted from when the server said how long is left: the device's clock may be wrong.
  const elapsed = Math.max(0, Math.floor((current - fulfilledTimeStamp) / 1000));
  const secondsLeft = data.seconds_left - elapsed;
  if (secondsLeft <= 0) return null;
  return { code: data.code, percentage: data.value_percentage, secondsLeft };
}
