import { LRUCache } from 'lru-cache';

/** A browser's reports of one version's loads count once in this window (per node). */
export const LOAD_REPORT_WINDOW_MS = 10 * 60 * 1000;
/** Browsers remembered per node; the oldest are forgotten first beyond this. */
const REMEMBERED_REPORTS = 100_000;

/**
 * Which load reports count toward a version's health: the beacon endpoint is open to any browser,
 * so one browser reloading a page (or a script posting in a loop) must not tip a candidate either
 * way. The first report of a browser for a version counts, its repeats within the window do not.
 */
export function loadReportFilter(windowMs = LOAD_REPORT_WINDOW_MS) {
  const seen = new LRUCache<string, true>({ max: REMEMBERED_REPORTS, ttl: windowMs });
  return {
    /** True the first time `subject` reports `remote@version` in the window. */
    first(subject: string, remote: string, version: string): boolean {
      const key = `${subject}\n${remote}@${version}`;
      if (seen.has(key)) return false;
      seen.set(key, true);
      return true;
    },
  };
}
