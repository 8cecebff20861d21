import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { RemoteUnavailable } from './remote-unavailable';
import { RemoteRouteError } from './remote-boundary';
import { isUnavailable, type UnavailableModule } from '@app/shared/federation-host';
import {
  markLoaded,
  type LayoutName,
  type RegistryEntry,
  type RemoteRoutesModule,
} from '@app/shared/federation-host';

/** What a remote's `./routes` module exports (the kernel's contract, exposed-contract.ts). */
export type { RemoteRoutesModule } from '@app/shared/federation-host';

/** Wrap every remote route so a render error stays inside that remote's slot. */
function withBoundary(remoteKey: string, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RemoteRouteError remote={remoteKey} />,
    children: route.children ? withBoundary(remoteKey, route.children) : undefined,
  })) as RouteObject[];
}

/** Routes that answer every path of an unreachable remote with the "unavailable" panel. */
function unavailableRoutes(remoteKey: string, entry: RegistryEntry) {
  const grouped: Partial<Record<LayoutName, RouteObject[]>> = {};
  for (const owned of entry.routes) {
    (grouped[owned.layout] ??= []).push({
      path: owned.path,
      element: <RemoteUnavailable remote={remoteKey} reloadFirst />,
    });
  }
  return grouped;
}

/**
 * Load a remote's routes; if the remote is down (the fallback runtime plugin answered with its
 * marker after the retries), routes that say so instead.
 */
export async function loadRemoteRoutes(
  remoteKey: string,
  entry: RegistryEntry,
): Promise<Partial<Record<LayoutName, RouteObject[]>>> {
  markLoaded(entry.name);
  const module = await loadRemote<RemoteRoutesModule | UnavailableModule>(`${entry.name}/routes`);
  if (!module || isUnavailable(module)) return unavailableRoutes(remoteKey, entry);
  const routes = module.default;
  const wrapped: Partial<Record<LayoutName, RouteObject[]>> = {};
  for (const [layout, list] of Object.entries(routes) as [LayoutName, RouteObject[]][]) {
    wrapped[layout] = withBoundary(remoteKey, list);
  }
  return wrapped;
}
