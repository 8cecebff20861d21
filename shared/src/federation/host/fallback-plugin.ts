import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './unavailable';

/**
 * Second layer, after the retries: a remote that still cannot load yields a marker module
 * instead of an exception, and the slot that asked for it (route or widget) renders the
 * translated "unavailable, try again" panel. Only that remote's parts are affected. The third
 * layer, an error boundary around every remote route, catches what fails while rendering.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
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
