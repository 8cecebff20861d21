import { UpcomingFeature } from './upcoming-feature';

/** A route body for an owned path whose screen comes with a later issue. */
export function upcomingRoute(ns: string, feature: string) {
  return { element: <UpcomingFeature ns={ns} titleKey={`upcoming.${feature}`} /> };
}
