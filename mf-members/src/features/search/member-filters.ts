import {
  genders,
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  SEARCH_DISTANCES_KM,
  type SearchDistance,
} from '@app/shared/values';
import type { MemberFilters } from './api';

/** Reads the search filters from the URL, dropping anything that is not a valid value. */
export function filtersFromParams(params: URLSearchParams): MemberFilters {
  const filters: MemberFilters = {};
  const gender = params.get('gender');
  if (gender && (genders as readonly string[]).includes(gender))
    filters.gender = gender as MemberFilters['gender'];
  const country = params.get('country');
  if (country && /^[A-Z]{2}$/.test(country)) {
    filters.country = country;
    const region = params.get('region') ?? '';
    if (/^[1-9]\d{0,8}$/.test(region)) filters.region = Number(region);
  }
  const age = (name: string) => {
    const raw = params.get(name) ?? '';
    if (!/^\d{1,3}$/.test(raw)) return undefined;
    const value = Number(raw);
    return Number.isInteger(value) && value >= MIN_MEMBER_AGE && value <= MAX_MEMBER_AGE
      ? value
      : undefined;
  };
  const minAge = age('min_age');
  const maxAge = age('max_age');
  if (minAge !== undefined) filters.min_age = minAge;
  if (maxAge !== undefined) filters.max_age = maxAge;
  const distance = Number(params.get('distance'));
  if ((SEARCH_DISTANCES_KM as readonly number[]).includes(distance))
    filters.distance = distance as SearchDistance;
  if (params.get('verified') === '1') filters.verified = '1';
  return filters;
}

export function filtersToParams(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
