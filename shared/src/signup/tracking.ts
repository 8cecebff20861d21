import type { Tracking } from '../contracts/signup';
import { hasTracking, trackingFromQuery } from './tracking-query';

export { hasTracking, trackingFromQuery };

/** Kept for the visit: a tab that came from a partner keeps its source on every page. */
const STORAGE_KEY = 'signup-tracking';

/** The visit's tracking data: what this tab arrived with, for the rest of the visit. */
export function visitTracking(): Tracking {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Tracking) : {};
  } catch {
    return {};
  }
}

/**
 * Remembers the tracking data of a page's query, if it has any (a later source replaces it).
 * The server signs the visit's source itself from the page request (its traffic_source cookie).
 */
export function rememberTracking(search: string): void {
  const tracking = trackingFromQuery(search);
  if (!hasTracking(tracking) && tracking.campaign === undefined) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tracking));
  } catch {
    // Storage refused (private mode): the source is lost for later pages only.
  }
}
