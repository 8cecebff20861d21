import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { LayoutName, Registry, RegistryEntry } from '@app/shared/platform/registry';

import { REGISTRY_FILE } from '@app/shared/platform/apps';
import { rememberRemote } from './registered-remotes';

export { findOwner } from '@app/shared/platform/find-owner';
export type { LayoutName, Registry, RegistryEntry };

let registryPromise: Promise<Registry> | null = null;
/** Manifest URL each remote is registered with, and the remotes already downloaded. */
const registered = new Map<string, string>();
const loaded = new Set<string>();

let unreadable = false;

async function fetchRegistry(): Promise<Registry> {
  try {
    const response = await fetch(`/${REGISTRY_FILE}`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${REGISTRY_FILE} answered ${response.status}`);
    const registry = (await response.json()) as Registry;
    unreadable = false;
    return registry;
  } catch {
    unreadable = true;
    return { remotes: {} };
  }
}

/**
 * True when the registry could not be read: the shell then cannot tell which remote owns a path,
 * and an unmatched path is more likely an unavailable part than a missing page.
 */
export function isRegistryUnreadable(): boolean {
  return unreadable;
}

/**
 * Registers each remote's live manifest with the MF runtime. A remote already downloaded keeps the
 * version it runs; one not loaded yet follows the registry, so a deploy reaches open tabs the
 * next time they need that remote.
 */
function register(registry: Registry): Registry {
  for (const [key, entry] of Object.entries(registry.remotes))
    if (!loaded.has(entry.name)) rememberRemote(key, entry);
  const changed = Object.values(registry.remotes).filter(
    (remote) => !loaded.has(remote.name) && registered.get(remote.name) !== remote.manifest,
  );
  if (changed.length > 0) {
    registerRemotes(
      changed.map((remote) => ({ name: remote.name, entry: remote.manifest })),
      { force: true },
    );
    for (const remote of changed) registered.set(remote.name, remote.manifest);
  }
  return registry;
}

/**
 * The registry as read at boot (`/remotes.json` is served no-cache, so a reload picks up a newly
 * deployed or rolled-back version). Nothing is downloaded from a remote until one of its routes
 * or widgets is needed.
 */
export function loadRegistry(): Promise<Registry> {
  registryPromise ??= fetchRegistry().then(register);
  return registryPromise;
}

/** Before a remote is first downloaded: read the registry again so it comes in its live version. */
export async function refreshRegistry(): Promise<Registry> {
  await loadRegistry();
  registryPromise = fetchRegistry().then(register);
  return registryPromise;
}

/** Whether a remote is already running on this page (it keeps that version). */
export function isLoaded(containerName: string): boolean {
  return loaded.has(containerName);
}

export function markLoaded(containerName: string): void {
  loaded.add(containerName);
}
