import type { SearchFilters, SearchWidening } from '@app/shared/values';

/**
 * Search filters (spec §3 Search state), as kept in the page's URL (the region only with its
 * country); and, for members, verified members only (issue 29 §3).
 */
export type MemberFilters = SearchFilters & { verified?: '1' };

/**
 * Spec §3 search state, kept for the visit: the filters last searched with (a member coming back
 * to /members finds their search as they left it) and where each results list was scrolled to
 * (Back from a profile returns to the same place).
 */
const FILTERS_KEY = 'search-filters';
const WIDENED_KEY = 'search-widened';
const SCROLL_KEY = 'search-scroll';

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
/** The filters searched with; `widened`: what the first search widened, while it stands. */
export const saveFilters = (filters: MemberFilters, widened: SearchWidening[] = []) => {
  write(FILTERS_KEY, filters);
  write(WIDENED_KEY, widened);
};
export const savedWidening = () => read<SearchWidening[]>(WIDENED_KEY) ?? [];

/**
 * Forgets the search kept for the visit: the member changed whom they would like to meet (issue
 * 49 §2), so coming back to /members starts afresh from what they now seek.
 */
export function forgetSearch() {
  try {
    sessionStorage.removeItem(FILTERS_KEY);
    sessionStorage.removeItem(WIDENED_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Scroll positions by the search's query string. */
export function savedScroll(search: string): number | null {
  return read<Record<string, number>>(SCROLL_KEY)?.[search] ?? null;
}
export function saveScroll(search: string, y: number) {
  write(SCROLL_KEY, { ...read<Record<string, number>>(SCROLL_KEY), [search]: y });
}
