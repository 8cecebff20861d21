/**
 * What the MF runtime hands back, instead of a module, when a remote cannot be loaded after its
 * retries (retry-plugin.ts, then fallback-plugin.ts). Kept free of React so the runtime plugin
 * stays tiny and runs before shared modules are initialised.
 */
export const REMOTE_UNAVAILABLE = '__remoteUnavailable';

export interface UnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  message: string;
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}
