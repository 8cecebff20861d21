import path from 'node:path';
import { REGISTRY_FILE } from '@app/shared/platform/apps';
import { findOwner } from '@app/shared/platform/find-owner';
import { readJsonFile as readJson, readRegistry } from './json-file';

// Preload hints for index.html. Without them the browser discovers the page's scripts one step at
// a time: the shell's entry, then the shared modules it starts with, then the registry, the
// owning remote's manifest, its entry and its route chunk, each a round trip later. The server
// knows all of them up front: the shell's manifest lists its startup chunks, and the registry
// says which remote owns the requested path.

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  shared: { assets: ManifestAssets }[];
  exposes: { name: string; assets: ManifestAssets }[];
}
const script = (href: string) => `<link rel="preload" as="script" href="${href}">`;
const style = (href: string) => `<link rel="preload" as="style" href="${href}">`;
const json = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;

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

/** The manifest, entry and route chunks of the remote that owns the path, if it is published here. */
async function remoteHints(remotesDir: string, pathname: string): Promise<string[]> {
  const registry = await readRegistry(remotesDir);
  const key = registry ? findOwner(registry, pathname) : null;
  const owner = key === null ? null : registry!.remotes[key];
  // Only versions served from this origin; a remote on a dev server is left to the runtime.
  if (!owner?.manifest.startsWith('/remotes/')) return [];
  const base = owner.manifest.slice(0, owner.manifest.lastIndexOf('/') + 1);
  const file = path.join(remotesDir, owner.manifest.slice('/remotes/'.length));
  if (!path.resolve(file).startsWith(path.resolve(remotesDir) + path.sep)) return [];
  const manifest = await readJson<FederationManifest>(file);
  if (!manifest) return [];
  const entry = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  return [
    json(owner.manifest),
    script(base + (entry.path ? `${entry.path}/` : '') + entry.name),
    ...(routes ? assetLinks(base, routes.assets) : []),
  ];
}

/**
 * The shell's own entry scripts, named in index.html. Listed first: a deferred script is fetched
 * at low priority, behind every preload, yet it is what starts everything else.
 */
function entryHints(template: string): string[] {
  return [...template.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => script(match[1]!));
}

export async function preloadHints(
  { shellDist, remotesDir }: { shellDist: string; remotesDir: string },
  pathname: string,
  template = '',
): Promise<string> {
  const links = [
    ...entryHints(template),
    ...(await shellHints(shellDist)),
    // The registry the shell reads at boot (served no-cache, so still current).
    json(`/${REGISTRY_FILE}`),
    ...(await remoteHints(remotesDir, pathname)),
  ];
  return [...new Set(links)].join('');
}
