import type { RouteObject } from 'react-router';
import type { LayoutName, OwnedRoute } from '../../platform/registry-schema.mjs';

export type { LayoutName, OwnedRoute };

type RouteBody = Omit<RouteObject, 'path' | 'index' | 'children'> & { children?: RouteObject[] };

/**
 * Builds a remote's `./routes` export from its `routes.json` (the ownership list the registry
 * publishes, so the shell knows which remote to load for a path) and the route bodies. Every
 * owned path must have a body and every body an owned path, so the two cannot drift apart.
 */
export function defineRemoteRoutes(
  owned: OwnedRoute[],
  bodies: Record<string, RouteBody>,
): Partial<Record<LayoutName, RouteObject[]>> {
  const grouped: Partial<Record<LayoutName, RouteObject[]>> = {};
  for (const { path, layout } of owned) {
    const body = bodies[path];
    if (!body) throw new Error(`No route body for owned path ${path}`);
    (grouped[layout] ??= []).push({ ...body, path } as RouteObject);
  }
  for (const path of Object.keys(bodies)) {
    if (!owned.some((route) => route.path === path))
      throw new Error(`Route ${path} is not in routes.json`);
  }
  return grouped;
}
