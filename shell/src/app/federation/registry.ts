import { registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LayoutName, OwnedRoute } from '@app/shared';

export type { LayoutName, OwnedRoute };

/** One entry of `/remotes.json`: the live version of a remote. */
export interface RegistryEntry {
  /** MF container name, e.g. mf_members. */
  name: string;
  version: string;
  /** URL of the live version's mf-manifest.json. */
  manifest: string;
  routes: OwnedRoute[];
  widgets: string[];
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

let registryPromise: Promise<Registry> | null = null;
/** Manifest URL each remote is registered with, and the remotes already downloaded. */
const registered = new Map<string, string>();
const loaded = new Set<string>();

let unreadable = false;

async function fetchRegistry(): Promise<Registry> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
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

export function markLoaded(containerName: string): void {
  loaded.add(containerName);
}

/**
 * The remote that owns a path, found with react-router's own ranking over every remote's
 * declared patterns (so `/members/:id/chat` goes to chat, `/members/:id` to members).
 */
export function findOwner(registry: Registry, pathname: string): string | null {
  const candidates: RouteObject[] = [];
  for (const [key, remote] of Object.entries(registry.remotes)) {
    for (const route of remote.routes)
      candidates.push({ path: route.path, id: `${key}|${route.path}` });
  }
  const matches = matchRoutes(candidates, pathname);
  const id = matches?.[0]?.route.id;
  return id ? id.split('|')[0]! : null;
}
