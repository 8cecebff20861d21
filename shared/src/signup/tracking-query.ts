import type { Tracking } from '../contracts/signup';
import { trackingFields } from '../contracts/values';

// Pure (no browser API): the server reads a landing request's tracking data by the same rule.

/** Spec §3: where each tracking field may come from in the query, first match wins. */
const SOURCES: Readonly<Record<keyof Tracking, readonly string[]>> = {
  network: ['network'],
  ref: ['ref'],
  sub1: ['sub1', 'sub', 'aff_sub', 'aff_sub1'],
  sub2: ['sub2', 'aff_sub2'],
  sub3: ['sub3', 'aff_sub3'],
  campaign: ['campaign'],
};
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

/** Whether a visit came from a traffic source (spec §3's fields; the lander alone is not one). */
export const hasTracking = (tracking: Tracking) =>
  trackingFields.some((field) => tracking[field] !== undefined);
