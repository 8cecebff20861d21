import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './unavailable';

/** A couple of quick retries absorb a flaky network without keeping a member waiting long. */
const RETRY_TIMES = 2;
const RETRY_DELAY_MS = 400;

/**
 * After the retries, a remote that still cannot load yields a marker module instead of an
 * exception; the slot that asked for it (route or widget) renders the translated
 * "unavailable, try again" panel. Only that remote's parts are affected.
 */
function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-unavailable-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // The manifest stage re-throws into the onLoad stage, which is where we answer.
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableModule = {
        [REMOTE_UNAVAILABLE]: true,
        id,
        message: error instanceof Error ? error.message : String(error),
      };
      return fallback;
    },
  };
}

export default function runtimePlugins(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
  });
  const fallback = fallbackPlugin();
  // One plugin object combining both: MF registers one plugin per runtimePlugins entry.
  return { ...retry, ...fallback, name: 'shell-runtime' } as ModuleFederationRuntimePlugin;
}
