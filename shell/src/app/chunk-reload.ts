import { CHUNK_RELOAD_GUARD_MS } from '@app/shared/values';

const STORAGE_KEY = 'chunk-reload-at';

/** True for the errors browsers and the bundler raise when a script chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * §8: failure to load a part of the shell reloads the page, at most once per minute, so a new
 * deployment is picked up without trapping the member in a reload loop.
 * Returns whether a reload was started.
 */
export function reloadOnceForChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
