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

/**
 * Reads `/remotes.json` once per page load (it is served no-cache, so a reload picks up a newly
 * deployed or rolled-back version) and registers each remote's manifest with the MF runtime.
 * Nothing is downloaded from a remote until one of its routes or widgets is needed.
 */
export function loadRegistry(): Promise<Registry> {
  registryPromise ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<Registry>;
    })
    .catch((): Registry => ({ remotes: {} }))
    .then((registry) => {
      registerRemotes(
        Object.values(registry.remotes).map((remote) => ({
          name: remote.name,
          entry: remote.manifest,
        })),
      );
      return registry;
    });
  return registryPromise;
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

/** Test seam: forget the registry read for this page. */
export function resetRegistry(): void {
  registryPromise = null;
}
