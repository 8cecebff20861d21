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
    script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
  });
  return {
    ...retry,
    fetch: (url, options) => fetchManifest(url, withManifestIntegrity(url, options)),
  };
}

/**
 * A manifest, fetched again up to RETRY_TIMES times RETRY_DELAY_MS apart until it answers JSON.
 * Written here because the retry plugin's own fetch (0.17.1, its latest) drops `retryDelay` and
 * waits its default second between tries: with a remote down, a member waited ≈ 3 s for the
 * "unavailable" panel, and a slow CI machine timed out waiting for it.
 */
export async function fetchManifest(
  url: string,
  options: RequestInit,
  attempt = 0,
): Promise<Response> {
  try {
    const response = await fetch(url, options);
    if (!response.ok) throw new Error(`The manifest answered ${response.status}: ${url}`);
    // An HTML page where the manifest should be (a proxy's error page) is a failure too.
    await response.clone().json();
    return response;
  } catch (error) {
    if (attempt >= RETRY_TIMES) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return fetchManifest(url, options, attempt + 1);
  }
}
