import { SHELL_WIDGETS } from '@app/shared/platform/apps';
import { sharedProblems } from '@app/shared/platform/federation-compat';
import type { OwnedRoute } from '@app/shared/contracts';
import { HttpError } from '../../http/errors';
import type { KernelImports } from './package';

/**
 * The deploy gate (issue 12): what would break the live site is refused with a clear reason,
 * and nothing is switched. Each check answers the reasons it finds.
 */
export const refuse = (reasons: string[]) =>
  new HttpError(422, 'deploy_refused', `The deploy was refused: ${reasons.join('; ')}.`, {
    reason: reasons.join('; '),
  });

/** The shared packages the remote needs, against what the live shell provides. */
export function sharedReasons(
  remote: string,
  shellShared: Array<{ name: string; version?: string; singleton?: boolean }> | null,
  needed: Record<string, { requiredVersion: string; singleton: boolean }>,
): string[] {
  // No shell build to compare with (a server that only serves the API): nothing to check against.
  if (shellShared === null) return [];
  return sharedProblems(remote, shellShared, needed);
}

/** A path shape: its parameters named alike (`/members/:id` and `/members/:name` are one). */
const shape = (path: string) => path.replace(/:[^/]+?(\?)?(?=\/|$)/g, ':$1');

/** Routes the remote would own that another remote's live version owns already. */
export function routeReasons(
  remote: string,
  routes: OwnedRoute[],
  others: Array<{ remote: string; routes: OwnedRoute[] }>,
): string[] {
  const taken = new Map<string, string>();
  for (const other of others)
    if (other.remote !== remote)
      for (const route of other.routes) taken.set(shape(route.path), other.remote);
  return routes
    .filter((route) => taken.has(shape(route.path)))
    .map((route) => `the route ${route.path} is already owned by ${taken.get(shape(route.path))}`);
}

/** The origins remote builds may be served from besides this one (a CDN, dev servers). */
export function originAllowed(url: string, allowed: readonly string[]): boolean {
  let origin: URL;
  try {
    origin = new URL(url);
  } catch {
    return false;
  }
  return allowed.some((pattern) => {
    const match = /^(https?):\/\/([^/:]+)(?::(\d+|\*))?$/.exec(pattern);
    if (!match) return false;
    const [, scheme, host, port] = match;
    if (`${scheme}:` !== origin.protocol || host !== origin.hostname) return false;
    return port === '*' || (port ?? '') === origin.port;
  });
}

/** The manifest's own URL and the public path it declares must be on allowed origins. */
export function originReasons(
  manifestUrl: string,
  publicPath: string,
  allowed: readonly string[],
): string[] {
  const reasons: string[] = [];
  if (/^https?:\/\//.test(manifestUrl) && !originAllowed(manifestUrl, allowed))
    reasons.push(`${new URL(manifestUrl).origin} is not an allowed origin for remotes`);
  if (/^https?:\/\//.test(publicPath) && !originAllowed(publicPath, allowed))
    reasons.push(`its public path ${publicPath} is not on an allowed origin`);
  return reasons;
}

/** Files the manifest names that the build does not hold (a deploy that would 404). */
export function missingFileReasons(referenced: string[], files: ReadonlySet<string>): string[] {
  const missing = [...new Set(referenced)].filter((file) => !files.has(file));
  return missing.length === 0
    ? []
    : [`its manifest names files the build does not hold: ${missing.slice(0, 5).join(', ')}`];
}

/** The typed kernel report a shell provides (shared/kernel-api.json in its build). */
export interface KernelReport {
  version: string;
  entries: Record<string, Record<string, { since: string; fingerprint: string }>>;
}

/**
 * The kernel names a remote version uses that a shell's kernel does not provide as the remote
 * was built against them (issue 47 §1): gone, or with another shape. Each reason names the
 * remote, its version (when given) and the name.
 */
export function kernelReasons(
  remote: string,
  version: string | null,
  kernel: KernelReport | null,
  uses: KernelImports | null,
): string[] {
  // No shell build here, or a build from before the imports were recorded: the range decides.
  if (kernel === null || uses === null) return [];
  const provided = kernel.entries['@app/shared'] ?? {};
  const who = version ? `${remote}@${version}` : remote;
  const reasons: string[] = [];
  for (const [name, fingerprint] of Object.entries(uses.uses)) {
    const there = provided[name];
    if (!there)
      reasons.push(
        `${who} uses the kernel's ${name}, which the shell's kernel ${kernel.version} does not provide`,
      );
    else if (there.fingerprint !== fingerprint)
      reasons.push(
        `${who} was built against the kernel's ${name} as kernel ${uses.kernel} had it; the shell's kernel ${kernel.version} changed its shape (since ${there.since})`,
      );
  }
  return reasons;
}

/**
 * What a version no longer exposes that the hosts load from its remote's live version: a widget
 * the shell shows, or the back office's screens (issue 47 §1). Each exposed module's shape is
 * checked at compile time against the kernel's contract (the remote's `src/exposed.ts`); this
 * is the part only the registry sees — a name gone between two versions.
 */
export function exposedReasons(
  remote: string,
  version: string,
  exposes: readonly string[],
  live: { version: string; widgets: readonly string[] } | null,
): string[] {
  if (live === null || live.version === version) return [];
  const loaded = new Set<string>([...SHELL_WIDGETS, 'backoffice']);
  return live.widgets
    .filter((name) => loaded.has(name) && !exposes.includes(name))
    .map(
      (name) =>
        `${remote}@${version} no longer exposes ${name}, which ${name === 'backoffice' ? 'the back office loads' : 'the shell shows'} (${remote}@${live.version} does)`,
    );
}
