// Distances between members (issue 25 §1), without zod so client bundles can import them.
//
// Nobody's home can be found from what is shown: a member's position is stored as the centre of
// their town (GeoNames), never where their browser was, and a distance is shown only as the
// bucket it falls in. Trilateration (moving a searcher around a member in small steps, as was
// done to Tinder, Bumble and Grindr) can then find at best the member's town, which their card
// names anyway.

/**
 * The distances a search can be limited to, in km: the search form's choices, and the circles a
 * first search grows through where few members live (issue 49 §3).
 */
export const SEARCH_DISTANCES_KM = [10, 25, 50, 100, 250, 500, 1000] as const;
export type SearchDistance = (typeof SEARCH_DISTANCES_KM)[number];

/** Where a first search starts for a member whose town is known (then each wider choice). */
export const FIRST_SEARCH_DISTANCE_KM: SearchDistance = 25;

/**
 * The bounds a distance is shown by ("less than 10 km away"): the smallest at or above the
 * distance between the two towns. Farther than the last, no distance is shown (the card names
 * the town and country).
 */
export const DISTANCE_BUCKETS_KM = [5, 10, 25, 50, 100, 250, 500] as const;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Position {
  lat: number;
  lon: number;
}

/** The great-circle distance between two positions, in km (haversine). */
export function kmBetween(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The bucket a distance is shown as; null beyond the last. */
export function distanceBucket(km: number): number | null {
  return DISTANCE_BUCKETS_KM.find((bound) => km <= bound) ?? null;
}
