import { FIRST_SEARCH_DISTANCE_KM, SEARCH_DISTANCES_KM, type SearchDistance } from './distance';
import { soughtGenders, type Seeking } from './preferences';
import { MAX_MEMBER_AGE, MIN_MEMBER_AGE, type genders, type sexualities } from './values';

/** The filters of a members search, as the URL and `GET /api/members.php` carry them. */
export interface SearchFilters {
  gender?: (typeof genders)[number];
  country?: string;
  region?: number;
  min_age?: number;
  max_age?: number;
  /** At most this many km from the searching member's town (members only; replaces region). */
  distance?: SearchDistance;
}

/** Years either side of the member's own age the first search spans, and each widening adds. */
export const PREFERRED_AGE_SPREAD = 5;

/** What a first search is widened by, in the order it is widened (issue 25 §1). */
export type SearchWidening = 'distance' | 'region' | 'age' | 'country';

/**
 * Where a member's search starts: the gender they seek (when it is one), their
 * country, members within FIRST_SEARCH_DISTANCE_KM of their town when it is known (else their
 * country as a whole: no region, which would say little of how far people are), and an age range
 * around their own.
 */
export function preferredFilters(profile: {
  gender: (typeof genders)[number] | null;
  sexuality: (typeof sexualities)[number] | null;
  /** Whom the member said they would like to meet; null: what gender and sexuality imply. */
  seeking: Seeking | null;
  country: string;
  age: number;
  /** Whether the member's town, and so a distance from it, is known. */
  located: boolean;
}): SearchFilters {
  const sought = soughtGenders(profile.gender, profile.sexuality, profile.seeking);
  return {
    ...(sought.length === 1 ? { gender: sought[0] } : {}),
    country: profile.country,
    ...(profile.located ? { distance: FIRST_SEARCH_DISTANCE_KM } : {}),
    min_age: Math.max(MIN_MEMBER_AGE, profile.age - PREFERRED_AGE_SPREAD),
    max_age: Math.min(MAX_MEMBER_AGE, profile.age + PREFERRED_AGE_SPREAD),
  };
}

/** Years a side each widening of the ages adds: less than the first spread (issue 49 §3). */
export const AGE_WIDENING_STEP = 3;
/**
 * The widest an age range is ever made by widening, in years from youngest to oldest: a search
 * around 32 goes to 24–40 at most, never to 18–99.
 */
export const WIDEST_WIDENED_AGE_RANGE = 2 * (PREFERRED_AGE_SPREAD + 2 * AGE_WIDENING_STEP);
/**
 * Beyond this distance a circle is let cross the country's borders: near is near whichever side
 * of a border (a Lille member is nearer Brussels than Marseille).
 */
const BORDERLESS_FROM_KM = 500;

/**
 * One step wider, and what it widened (issue 49 §3: distance first, ages last and by less). A
 * member whose town is known: the circle grows through every distance choice — crossing the
 * country's borders once it is that large — then the ages, then the circle goes. Otherwise: the
 * region, then the ages, then the country. Null when nothing is left to widen but the gender
 * sought (which a search never drops by itself).
 */
export function widerSearch(
  filters: SearchFilters,
): { filters: SearchFilters; widened: SearchWidening } | null {
  const farther =
    filters.distance === undefined
      ? undefined
      : SEARCH_DISTANCES_KM.find((km) => km > filters.distance!);
  if (farther !== undefined) {
    const { country: _country, ...borderless } = filters;
    const wider = farther >= BORDERLESS_FROM_KM ? borderless : filters;
    return { filters: { ...wider, distance: farther }, widened: 'distance' };
  }
  if (filters.region !== undefined) {
    const { region: _region, ...rest } = filters;
    return { filters: rest, widened: 'region' };
  }
  const older = olderAges(filters);
  if (older) return { filters: older, widened: 'age' };
  if (filters.distance !== undefined) {
    const { distance: _distance, ...rest } = filters;
    return { filters: rest, widened: 'distance' };
  }
  if (filters.country !== undefined) {
    const { country: _country, ...rest } = filters;
    return { filters: rest, widened: 'country' };
  }
  return null;
}

/** The age range AGE_WIDENING_STEP wider a side, while it is narrower than the widest. */
function olderAges(filters: SearchFilters): SearchFilters | null {
  const min = filters.min_age ?? MIN_MEMBER_AGE;
  const max = filters.max_age ?? MAX_MEMBER_AGE;
  if (max - min >= WIDEST_WIDENED_AGE_RANGE) return null;
  if (min <= MIN_MEMBER_AGE && max >= MAX_MEMBER_AGE) return null;
  return {
    ...filters,
    ...(filters.min_age !== undefined
      ? { min_age: Math.max(MIN_MEMBER_AGE, min - AGE_WIDENING_STEP) }
      : {}),
    ...(filters.max_age !== undefined
      ? { max_age: Math.min(MAX_MEMBER_AGE, max + AGE_WIDENING_STEP) }
      : {}),
  };
}
