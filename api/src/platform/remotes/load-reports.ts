import { LRUCache } from 'lru-cache';

/** A browser's reports of one version's loads count once in this window (per node). */
export const LOAD_REPORT_WINDOW_MS = 10 * 60 * 1000;
/** Browsers remembered per node; the oldest are forgotten first beyond this. */
const REMEMBERED_REPORTS = 100_000;

export type LoadReportFilter = ReturnType<typeof loadReportFilter>;

/**
 * Which load reports count toward a version's health: the beacon endpoint is open to any browser,
 * so one browser reloading a page (or a script posting in a loop) must not tip a candidate either
 * way. The first report of a browser for a version counts, its repeats within the window do not.
 */
export function loadReportFilter(windowMs = LOAD_REPORT_WINDOW_MS) {
  const seen = new LRUCache<string, number>({ max: REMEMBERED_REPORTS, ttl: windowMs });
  const within = (who: string, remote: string, version: string, most: number) => {
    const key = `${who}\n${remote}@${version}`;
    const count = seen.get(key) ?? 0;
    if (count >= most) return false;
    // The window runs from the first report: later ones do not extend it.
    seen.set(key, count + 1, count === 0 ? {} : { noUpdateTTL: true });
    return true;
  };
  return {
    /** True the first time `subject` reports `remote@version` in the window. */
    first: (subject: string, remote: string, version: string) =>
      within(subject, remote, version, 1),
    /** True for the first `most` reports of `remote@version` from `source` in the window. */
    within,
  };
}

/** How many kinds of failure `pnpm remote:status` shows per version. */
export const SHOWN_FAILURE_KINDS = 3;

/**
 * The error code a failure is counted under. Browsers send whatever they like, so only the
 * codes the telemetry plugin sends are kept apart (the federation runtime's RUNTIME-nnn, the
 * script loader's and the usual JavaScript errors' names); anything else is `Error`. The kinds a
 * version can have stay few, whatever is posted.
 */
export function failureCode(error: string | undefined): string {
  if (!error) return 'Error';
  if (/^RUNTIME-\d{3}$/.test(error)) return error;
  return KNOWN_ERRORS.has(error) ? error : 'Error';
}

const KNOWN_ERRORS = new Set([
  // The server's own report of a lander that would not render (shell.ts).
  'ServerRenderError',
  'ScriptNetworkError',
  'ScriptExecutionError',
  'ChunkLoadError',
  'TypeError',
  'SyntaxError',
  'ReferenceError',
  'RangeError',
  'SecurityError',
  'AbortError',
  'TimeoutError',
  'NetworkError',
]);
