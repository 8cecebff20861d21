import path from 'node:path';
import type { Registry } from '@app/shared/contracts';
import { REGISTRY_FILE } from '@app/shared/platform/apps';
import { findOwner } from '@app/shared/platform/find-owner';
import type { RemoteStore } from '../platform/remotes/store';
import { readJsonFile as readJson } from './json-file';

// Preload hints for index.html. Without them the browser discovers the page's scripts one step at
// a time: the shell's entry, then the shared modules it starts with, then the registry, the
// owning remote's manifest, its entry and its route chunk, each a round trip later. The server
// knows all of them up front: the shell's manifest lists its startup chunks, and the registry
// says which remote owns the requested path.

interface ManifestAssets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async?: string[] };
}
interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  shared: { assets: ManifestAssets }[];
  exposes: { name: string; assets: ManifestAssets }[];
  /** Each file's `sha384-…`, written at build time (shared/build/manifest-integrity.mjs). */
  integrity?: Record<string, string>;
}
const script = (href: string) => `<link rel="preload" as="script" href="${href}">`;
const style = (href: string) => `<link rel="preload" as="style" href="${href}">`;
const json = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;
/**
 * A remote's file is fetched in CORS mode with its integrity (issue 12): its preload must ask the
 * same way, or the browser downloads it twice.
 */
const checked = (as: 'script' | 'style' | 'fetch', href: string, integrity: string | null) =>
  remoteLink(`rel="preload" as="${as}"`, href, integrity);
/** A link to a remote's file, asked for in CORS mode with its integrity when it has one. */
const remoteLink = (kind: string, href: string, integrity: string | null | undefined) =>
  `<link ${kind} crossorigin${integrity ? ` integrity="${integrity}"` : ''} href="${href}">`;

function assetLinks(base: string, assets: ManifestAssets): string[] {
  return [
    ...assets.js.sync.map((file) => script(base + file)),
    ...assets.css.sync.map((file) => style(base + file)),
  ];
}

/** The shell's shared modules: every page starts with them. */
async function shellHints(shellDist: string): Promise<string[]> {
  const manifest = await readJson<FederationManifest>(path.join(shellDist, 'mf-manifest.json'));
  if (!manifest) return [];
  const base = manifest.metaData.publicPath === 'auto' ? '/' : manifest.metaData.publicPath;
  return manifest.shared.flatMap((shared) => assetLinks(base, shared.assets));
}

const manifests = new Map<string, FederationManifest | null>();

/** A published version's manifest (immutable, so read once per node). */
async function publishedManifest(store: RemoteStore, remote: string, version: string) {
  const key = `${remote}@${version}`;
  if (!manifests.has(key)) {
    const data = await store.read(remote, version, 'mf-manifest.json');
    manifests.set(key, data ? (JSON.parse(data.toString('utf8')) as FederationManifest) : null);
  }
  return manifests.get(key)!;
}

/**
 * The remote that owns the path, where its files are and its manifest — only for a version
 * published here (a remote on a dev server is left to the runtime).
 */
async function owningRemote(store: RemoteStore, registry: Registry, pathname: string) {
  const key = findOwner(registry, pathname);
  const owner = key === null ? null : registry.remotes[key];
  const match = owner?.manifest.match(/^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  if (!owner || !match) return null;
  const manifest = await publishedManifest(store, match[1]!, match[2]!);
  if (!manifest) return null;
  return { owner, manifest, base: owner.manifest.slice(0, owner.manifest.lastIndexOf('/') + 1) };
}

/** The manifest, entry and route chunks of the remote that owns the path, if it is published here. */
async function remoteHints(
  store: RemoteStore,
  registry: Registry,
  pathname: string,
): Promise<string[]> {
  const found = await owningRemote(store, registry, pathname);
  if (!found) return [];
  const { owner, manifest, base } = found;
  const entry = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const entryFile = (entry.path ? `${entry.path}/` : '') + entry.name;
  const files = routes
    ? [
        ...routes.assets.js.sync.map((file) => ['script', file] as const),
        ...routes.assets.css.sync.map((file) => ['style', file] as const),
      ]
    : [];
  return [
    // Chromium ignores integrity on a fetch preload (crbug.com/981419) and says so in the
    // console; the runtime's own fetch of the manifest checks its hash.
    checked('fetch', owner.manifest, null),
    checked('script', base + entryFile, owner.integrity ?? null),
    // The hashes the build recorded, not the stored files': a changed file is refused.
    ...files.map(([as, file]) => checked(as, base + file, manifest.integrity?.[file] ?? null)),
  ];
}

/**
 * The stylesheets of the routes of the remote that owns the path, as stylesheets (issue 27 §1):
 * a page rendered on the server paints with them before any script runs. Those of the routes'
 * lazy pages too (a profile's): a few small files, fetched in parallel.
 */
export async function remoteStylesheets(
  store: RemoteStore,
  registry: Registry,
  pathname: string,
): Promise<string> {
  const found = await owningRemote(store, registry, pathname);
  const routes = found?.manifest.exposes.find((expose) => expose.name === 'routes');
  if (!found || !routes) return '';
  const files = [...routes.assets.css.sync, ...(routes.assets.css.async ?? [])];
  return files
    .map((file) =>
      remoteLink('rel="stylesheet"', found.base + file, found.manifest.integrity?.[file]),
    )
    .join('');
}

/**
 * The shell's own entry scripts, named in index.html. Listed first: a deferred script is fetched
 * at low priority, behind every preload, yet it is what starts everything else.
 */
function entryHints(template: string): string[] {
  return [...template.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => script(match[1]!));
}

export async function preloadHints(
  { shellDist, store }: { shellDist: string; store: RemoteStore },
  registry: Registry,
  pathname: string,
  template = '',
): Promise<string> {
  const links = [
    ...entryHints(template),
    ...(await shellHints(shellDist)),
    // The registry the shell reads at boot (served no-cache, so still current).
    json(`/${REGISTRY_FILE}`),
    ...(await remoteHints(store, registry, pathname)),
  ];
  return [...new Set(links)].join('');
}

/**
 * Issue 27 §1: what the app's page at `pathname` will load, as prefetch hints for a page that
 * is not the app (a visitor's server-rendered landing, whose "Sign up for free" leads to
 * /signup). The browser fetches them when the landing is idle, at the lowest priority, into its
 * cache; the tap then waits for the page itself, not for its scripts. The registry is left out:
 * it is served no-cache and asked again anyway.
 */
export async function prefetchHints(
  dirs: { shellDist: string; store: RemoteStore },
  registry: Registry,
  pathname: string,
  template: string,
): Promise<string> {
  const preloads = [
    await preloadHints(dirs, registry, pathname, template),
    // The page's own stylesheets, and the chunks its routes load lazily (the page itself).
    ...[...template.matchAll(/<link\s[^>]*>/g)]
      .filter(([tag]) => /\srel="stylesheet"/.test(tag))
      .map(([tag]) => /\shref="([^"]+)"/.exec(tag)?.[1])
      .filter((href) => href !== undefined)
      .map((href) => style(href)),
    ...(await lazyRouteHints(dirs.store, registry, pathname)),
  ].join('');
  return preloads
    .split('<link ')
    .filter((link) => link !== '' && !link.includes(`href="/${REGISTRY_FILE}"`))
    .map((link) => `<link ${link.replace('rel="preload"', 'rel="prefetch"')}`)
    .join('');
}

/** The chunks the routes of the remote owning `pathname` load when they render. */
async function lazyRouteHints(
  store: RemoteStore,
  registry: Registry,
  pathname: string,
): Promise<string[]> {
  const found = await owningRemote(store, registry, pathname);
  const routes = found?.manifest.exposes.find((expose) => expose.name === 'routes');
  if (!found || !routes) return [];
  const { manifest, base } = found;
  return [
    ...(routes.assets.js.async ?? []).map((file) => ['script', file] as const),
    ...(routes.assets.css.async ?? []).map((file) => ['style', file] as const),
  ].map(([as, file]) => checked(as, base + file, manifest.integrity?.[file] ?? null));
}
