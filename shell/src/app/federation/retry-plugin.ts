import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** A couple of quick retries absorb a flaky network without keeping a member waiting long. */
const RETRY_TIMES = 2;
const RETRY_DELAY_MS = 400;

/** First layer: manifests and remote entries are fetched again before anything is given up. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
  });
}
