import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router';
import { SITE_PAGES } from '@app/shared/contracts';
import { hasSitePage } from '../domains/site/service';
import { sessionUser } from '../domains/auth/session';
import { hasTransaction } from '../domains/payments/service';
import { settingsForRequest } from '../domains/site/request-site';
import type { Registry } from '@app/shared/contracts';
import { readJsonFile } from './json-file';

/** The shell's own routes, as its build lists them (shell/public/routes.json). */
const SHELL_ROUTES_FILE = 'routes.json';
const PAGE_ROUTE = '/pages/:page';
const TOKEN_PATH = /^\/([a-z0-9][a-z0-9-]{0,63})\/?$/;
/**
 * Routes whose page shows one member's own record: for anyone else the record does not exist
 * (issue 25 §4: someone else's `/transactions/{id}` is a 404, as an unknown one is). A visitor
 * gets the page, which asks them to log in.
 */
const OWN_RECORD_ROUTES: Record<
  string,
  (
    request: FastifyRequest,
    userId: number,
    params: Record<string, string | undefined>,
  ) => Promise<boolean>
> = {
  '/transactions/:id?': async (request, userId, { id }) =>
    id === undefined ||
    (/^\d{1,15}$/.test(id) && hasTransaction(request.server.db, userId, Number(id))),
};

/** Shell pages of the demo only: in production nothing answers there. */
const DEMO_ONLY_PATHS = new Set(['/outbox', '/outbox/']);

/**
 * Whether any route owns `pathname`: the shell's, a registered remote's, a static page the site
 * has (standard or its own), or a `{token}` page it wrote. Unknown URLs still get the page (it
 * shows the translated 404) but with HTTP 404, so search engines and link checkers learn the
 * truth. When the shell's routes or the registry cannot be read, nobody can tell: not a 404.
 */
export async function isKnownPath(
  request: FastifyRequest,
  { shellDist }: { shellDist: string },
  registry: Registry,
  pathname: string,
): Promise<boolean> {
  if (request.server.config.mode !== 'demo' && DEMO_ONLY_PATHS.has(pathname)) return false;
  const shellRoutes = await readJsonFile<Array<{ path: string }>>(
    path.join(shellDist, SHELL_ROUTES_FILE),
  );
  // No remote registered yet (nothing deployed): nobody can tell what is unknown.
  if (!Array.isArray(shellRoutes) || Object.keys(registry.remotes).length === 0) return true;
  const routes = [
    ...shellRoutes.map((route) => ({ path: route.path })),
    ...Object.values(registry.remotes).flatMap((remote) =>
      remote.routes.map((route) => ({ path: route.path })),
    ),
  ];
  const match = matchRoutes(routes, pathname)?.[0];
  const ownRecord = match && OWN_RECORD_ROUTES[match.route.path];
  if (ownRecord) {
    const userId = await sessionUser(request);
    return userId === null || ownRecord(request, userId, match.params);
  }
  if (match && match.route.path !== PAGE_ROUTE) return true;
  const name = match ? match.params.page : TOKEN_PATH.exec(pathname)?.[1];
  if (!name) return false;
  if (match && (SITE_PAGES as readonly string[]).includes(name)) return true;
  const settings = await settingsForRequest(request);
  return hasSitePage(request.server.db, settings.domain, name);
}
