import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { withManifestIntegrity } from './integrity-plugin';

/** A couple of quick retries absorb a flaky network without keeping a member waiting long. */
const RETRY_TIMES = 2;
const RETRY_DELAY_MS = 400;

/**
 * First layer: manifests and remote entries are fetched again before anything is given up. Every
 * plugin's fetch hook would run and fetch on its own, so this, the one plugin that fetches, also
 * asks for the manifest's integrity (integrity-plugin.ts).
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
  });
  return {
    ...retry,
    fetch: (url, options) => retry.fetch!(url, withManifestIntegrity(url, options)),
  };
}
