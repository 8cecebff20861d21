import type { Tracking } from '../contracts/signup';
import { TRAFFIC_SOURCE_COOKIE } from '../contracts/values';

/** Spec §3: where each tracking field may come from in the query, first match wins. */
const SOURCES: Readonly<Record<keyof Tracking, readonly string[]>> = {
  network: ['network'],
  ref: ['ref'],
  sub1: ['sub1', 'sub', 'aff_sub', 'aff_sub1'],
  sub2: ['sub2', 'aff_sub2'],
  sub3: ['sub3', 'aff_sub3'],
};
/** Kept for the visit: a tab that came from a partner keeps its source on every page. */
const STORAGE_KEY = 'signup-tracking';

const MAX_LENGTH = 200;

/**
 * Tracking data in a query string (spec §3): network, ref, sub1–sub3 with their aliases, braces
 * stripped (an ad network that left `{sub1}` unfilled sends the braces). Empty values are left out.
 */
export function trackingFromQuery(search: string): Tracking {
  const params = new URLSearchParams(search);
  const tracking: Tracking = {};
  for (const [field, names] of Object.entries(SOURCES) as [keyof Tracking, string[]][]) {
    for (const name of names) {
      const value = params.get(name)?.replace(/[{}]/g, '').trim().slice(0, MAX_LENGTH);
      if (value) {
        tracking[field] = value;
        break;
      }
    }
  }
  return tracking;
}

export const hasTracking = (tracking: Tracking) => Object.keys(tracking).length > 0;

/** The visit's tracking data: what this tab arrived with, for the rest of the visit. */
export function visitTracking(): Tracking {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Tracking) : {};
  } catch {
    return {};
  }
}

/** Remembers the tracking data of a page's query, if it has any (a later source replaces it). */
export function rememberTracking(search: string): void {
  const tracking = trackingFromQuery(search);
  if (!hasTracking(tracking)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tracking));
  } catch {
    // Storage refused (private mode): the source is lost for later pages only.
  }
  document.cookie = `${TRAFFIC_SOURCE_COOKIE}=1; path=/; SameSite=Lax`;
}
