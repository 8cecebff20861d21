import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RegistryEntry } from '@app/shared/contracts';
import type { RemoteStore } from '../platform/remotes/store';

// Code the server runs out of an app's build (the landers' pages, the first screens of members'
// pages): loaded from the version the browser gets, once per file.

const modules = new Map<string, Promise<unknown>>();

/**
 * A server build's module, imported once per file: a remote's versions are immutable, so a
 * deploy brings a new file, never a changed one; a file rebuilt in place (the shell's) is named
 * with its `stamp` (its modification time), so a new build is imported anew.
 */
export function loadServerModule<T>(file: string, stamp = ''): Promise<T> {
  const url = pathToFileURL(file).href + (stamp ? `?v=${stamp}` : '');
  let loaded = modules.get(url);
  if (!loaded) {
    loaded = import(url);
    // A failed load is tried again by the next request, not remembered.
    loaded.catch(() => modules.delete(url));
    modules.set(url, loaded);
  }
  return loaded as Promise<T>;
}

/**
 * Where a live remote version's server build is on this node, with the URL its files are served
 * under: `elsewhere` when the version is served from another origin (a team's dev server, a
 * CDN: the browser renders it), null when it has no such build here.
 */
export async function liveServerBuild(
  store: RemoteStore,
  entry: RegistryEntry | undefined,
  subfolder: string,
  fileName: string,
): Promise<{ file: string; assetBase: string } | 'elsewhere' | null> {
  if (!entry) return null;
  const match = entry.manifest.match(/^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  if (!match) return 'elsewhere';
  const [, name, version] = match as [string, string, string];
  const folder = await store.localFolder(name, version, subfolder);
  if (!folder) return null;
  return { file: path.join(folder, fileName), assetBase: `/remotes/${name}/${version}/` };
}
