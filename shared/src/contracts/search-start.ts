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

/**
 * One step wider, and what it widened: the distance first (the next choice, then the whole
 * country), or the region, then the age range grows by five years a side, then the country goes;
 * null when nothing is left to widen but the gender sought (which a search never drops by itself).
 */
export function widerSearch(
  filters: SearchFilters,
): { filters: SearchFilters; widened: SearchWidening } | null {
  if (filters.distance !== undefined) {
    const { distance, ...rest } = filters;
    const farther = SEARCH_DISTANCES_KM.find((km) => km > distance);
    return { filters: farther ? { ...rest, distance: farther } : rest, widened: 'distance' };
  }
  if (filters.region !== undefined) {
    const { region: _region, ...rest } = filters;
    return { filters: rest, widened: 'region' };
  }
  const atBounds =
    (filters.min_age ?? MIN_MEMBER_AGE) <= MIN_MEMBER_AGE &&
    (filters.max_age ?? MAX_MEMBER_AGE) >= MAX_MEMBER_AGE;
  if (!atBounds)
    return {
      filters: {
        ...filters,
        ...(filters.min_age !== undefined
          ? { min_age: Math.max(MIN_MEMBER_AGE, filters.min_age - PREFERRED_AGE_SPREAD) }
          : {}),
        ...(filters.max_age !== undefined
          ? { max_age: Math.min(MAX_MEMBER_AGE, filters.max_age + PREFERRED_AGE_SPREAD) }
          : {}),
      },
      widened: 'age',
    };
  if (filters.country !== undefined) {
    const { country: _country, ...rest } = filters;
    return { filters: rest, widened: 'country' };
  }
  return null;
}
