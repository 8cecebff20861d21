import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  loadRegistry,
  findOwner,
  refreshRegistry,
  type LayoutName,
} from '@app/shared/federation-host';
import { loadRemoteRoutes } from './federation/remote-routes';
import { RootShell } from './layouts/root-shell';
import { DefaultLayout } from './layouts/default-layout';
import { ChatLayout } from './layouts/chat-layout';
import { LanderLayout } from './layouts/lander-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { ErrorPage } from './errors/error-page';
import { NotFoundPage } from './errors/not-found-page';
import { shellRoutes } from './shell-routes';
import { PageSpinner } from '@app/shared/ui';

export const layoutRouteId = (layout: LayoutName) => `layout-${layout}`;

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <ErrorPage />,
    // Shown while the first route's remote is fetched and its routes are patched in.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        id: layoutRouteId('default'),
        element: <DefaultLayout />,
        children: [...shellRoutes, { path: '*', element: <NotFoundPage /> }],
      },
      { id: layoutRouteId('chat'), element: <ChatLayout />, children: [] },
      { id: layoutRouteId('lander'), element: <LanderLayout />, children: [] },
      { id: layoutRouteId('empty'), element: <EmptyLayout />, children: [] },
    ],
  },
];

const remoteRoutes = new Map<string, ReturnType<typeof loadRemoteRoutes>>();

/**
 * The shell knows no remote route at build time. When a navigation reaches a path it cannot
 * match (or only matches the 404 splat), it asks the registry which remote owns the path, loads
 * that remote's `./routes` and patches them under their layouts.
 */
export async function patchRemoteRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string, children: RouteObject[]) => void;
}): Promise<void> {
  const pathname = new URL(path, 'http://x').pathname;
  let registry = await loadRegistry();
  let owner = findOwner(registry, pathname);
  let routes = owner ? remoteRoutes.get(owner) : undefined;
  if (!routes && remoteRoutes.size > 0) {
    // A remote first needed after boot: take its live version, which may have been deployed
    // since the page was loaded.
    registry = await refreshRegistry();
    owner = findOwner(registry, pathname);
    routes = owner ? remoteRoutes.get(owner) : undefined;
  }
  if (!owner) return;
  if (!routes) {
    routes = loadRemoteRoutes(owner, registry.remotes[owner]!);
    remoteRoutes.set(owner, routes);
  }
  // Patching again is harmless (react-router skips routes it already has) and needed when an
  // earlier navigation that loaded them was interrupted.
  for (const [layout, list] of Object.entries(await routes) as [LayoutName, RouteObject[]][]) {
    patch(layoutRouteId(layout), list);
  }
}

/** `onRemoteRoutes`: after a remote's routes loaded (its endpoints exist), before they render. */
export function createAppRouter({ onRemoteRoutes }: { onRemoteRoutes?: () => void } = {}) {
  return createBrowserRouter(routeTree, {
    patchRoutesOnNavigation: async (args) => {
      await patchRemoteRoutes(args);
      onRemoteRoutes?.();
    },
  });
}
