import type { RegistryEntry } from '@app/shared/platform/registry';

// What the runtime plugins need to know of the registry: each remote's entry as it was
// registered (its version, its hashes), by container name. Runtime plugins run before the app's
// own chunks load, so this module imports nothing that runs: registry.ts fills it.

const entries = new Map<string, { key: string; entry: RegistryEntry }>();

export function rememberRemote(key: string, entry: RegistryEntry): void {
  entries.set(entry.name, { key, entry });
}

/** The registry entry a remote was registered with (what the runtime loads), and its key. */
export function registeredRemote(containerName: string) {
  return entries.get(containerName);
}

/** The registered remote whose manifest is at `url`, if any. */
export function remoteWithManifest(url: string) {
  for (const registered of entries.values())
    if (new URL(registered.entry.manifest, window.location.href).href === url) return registered;
  return undefined;
}
