import { MAX_MEMBER_AGE, MIN_MEMBER_AGE, soughtGenders } from '@app/shared/values';
import type { OwnProfile } from '@app/shared/contracts';
import type { MemberFilters } from './api';

/**
 * Spec §3 search state, kept for the visit: the filters last searched with (a member coming back
 * to /members finds their search as they left it) and where each results list was scrolled to
 * (Back from a profile returns to the same place).
 */
const FILTERS_KEY = 'search-filters';
const SCROLL_KEY = 'search-scroll';

/** Years either side of the member's own age the first search spans. */
export const PREFERRED_AGE_SPREAD = 5;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the state lasts as long as the page.
  }
}

export const savedFilters = () => read<MemberFilters>(FILTERS_KEY);
export const saveFilters = (filters: MemberFilters) => write(FILTERS_KEY, filters);

/** Scroll positions by the search's query string. */
export function savedScroll(search: string): number | null {
  return read<Record<string, number>>(SCROLL_KEY)?.[search] ?? null;
}
export function saveScroll(search: string, y: number) {
  write(SCROLL_KEY, { ...read<Record<string, number>>(SCROLL_KEY), [search]: y });
}

/**
 * Where a member's search starts: the gender their sexuality implies (when it is one), their
 * country and region, and an age range around their own.
 */
export function preferredFilters(
  profile: Pick<OwnProfile, 'gender' | 'sexuality' | 'country' | 'region_id' | 'age'>,
): MemberFilters {
  const sought = soughtGenders(profile.gender, profile.sexuality);
  return {
    ...(sought.length === 1 ? { gender: sought[0] } : {}),
    country: profile.country,
    ...(profile.region_id !== null ? { region: profile.region_id } : {}),
    min_age: Math.max(MIN_MEMBER_AGE, profile.age - PREFERRED_AGE_SPREAD),
    max_age: Math.min(MAX_MEMBER_AGE, profile.age + PREFERRED_AGE_SPREAD),
  };
}

/** One step wider: the region goes first, then the age range grows by five years a side. */
export function widerFilters(filters: MemberFilters): MemberFilters {
  if (filters.region !== undefined) {
    const { region: _region, ...rest } = filters;
    return rest;
  }
  const atBounds =
    (filters.min_age ?? MIN_MEMBER_AGE) <= MIN_MEMBER_AGE &&
    (filters.max_age ?? MAX_MEMBER_AGE) >= MAX_MEMBER_AGE;
  if (!atBounds) {
    return {
      ...filters,
      ...(filters.min_age !== undefined
        ? { min_age: Math.max(MIN_MEMBER_AGE, filters.min_age - PREFERRED_AGE_SPREAD) }
        : {}),
      ...(filters.max_age !== undefined
        ? { max_age: Math.min(MAX_MEMBER_AGE, filters.max_age + PREFERRED_AGE_SPREAD) }
        : {}),
    };
  }
  // Every age already: the country goes, then the gender.
  if (filters.country !== undefined) {
    const { country: _country, ...rest } = filters;
    return rest;
  }
  return {};
}
