// Which remote owns a path: react-router's own ranking over every remote's declared patterns,
// so the shell (which loads the remote) and the server (which preloads it) always agree.
import { matchRoutes } from 'react-router';

/**
 * The registry key of the remote that owns `pathname`, or null when none does.
 * @param {import('./registry-schema.mjs').Registry} registry
 * @param {string} pathname
 * @returns {string | null}
 */
export function findOwner(registry, pathname) {
  return findOwnedRoute(registry, pathname)?.remote ?? null;
}

/**
 * The remote that owns `pathname` and its route (the layout it is shown in), or null.
 * @param {import('./registry-schema.mjs').Registry} registry
 * @param {string} pathname
 * @returns {{ remote: string, route: import('./registry-schema.mjs').OwnedRoute } | null}
 */
export function findOwnedRoute(registry, pathname) {
  const candidates = [];
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    for (const route of entry.routes)
      candidates.push({ path: route.path, owned: { remote, route } });
  }
  return matchRoutes(candidates, pathname)?.[0]?.route.owned ?? null;
}
