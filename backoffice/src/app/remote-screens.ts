import { loadRemote } from '@module-federation/enhanced/runtime';
import { isUnavailable, loadRegistry, markLoaded } from '@app/shared/federation-host';
import type { UnavailableModule } from '@app/shared/federation-host';
import { BACKOFFICE_REMOTES } from '@app/shared/platform/apps';
import type { BackofficeModule, BackofficeScreen } from '@app/shared/backoffice';

export interface RemoteScreens {
  screens: BackofficeScreen[];
  /** The remotes whose screens could not be loaded (down, refused by their integrity). */
  unavailable: string[];
}

/**
 * The domains' screens (issue 26 §1): each remote that has some exposes `./backoffice`, loaded
 * in the version the registry gives this browser (stable, canary or override) through the same
 * runtime plugins as the shell's (integrity, retries, fallback, load telemetry). One remote
 * down leaves the others' screens working.
 */
export async function loadRemoteScreens(): Promise<RemoteScreens> {
  const registry = await loadRegistry();
  const results = await Promise.all(
    BACKOFFICE_REMOTES.map(async (key) => {
      const entry = registry.remotes[key];
      if (!entry) return { key, module: null };
      markLoaded(entry.name);
      try {
        const module = await loadRemote<BackofficeModule | UnavailableModule>(
          `${entry.name}/backoffice`,
        );
        return { key, module: module && !isUnavailable(module) ? module : null };
      } catch {
        return { key, module: null };
      }
    }),
  );
  return {
    screens: results.flatMap(({ module }) => module?.screens ?? []),
    unavailable: results.filter(({ module }) => module === null).map(({ key }) => key),
  };
}
