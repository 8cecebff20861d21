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
  const candidates = [];
  for (const [key, remote] of Object.entries(registry.remotes)) {
    for (const route of remote.routes)
      candidates.push({ path: route.path, id: `${key}|${route.path}` });
  }
  const id = matchRoutes(candidates, pathname)?.[0]?.route.id;
  return id ? id.slice(0, id.indexOf('|')) : null;
}
