import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  landingQuerySchema,
  type IslandModule,
  type IslandRenderResult,
  type RegistryEntry,
  type Settings,
} from '@app/shared/contracts';
import type { Language } from '@app/shared/language';
import type { Db } from '../db/database';
import { landing } from '../domains/landers/service';
import type { RemoteStore } from '../platform/remotes/store';
import { withTimeout } from '../http/timeout';

/** The remote whose pages the server renders for visitors (issue 11), in the browser's version. */
export const ISLAND_REMOTE = 'mf-landers';
/** A render that takes longer than this is given up for the fallback page. */
export const ISLAND_RENDER_TIMEOUT_MS = 3000;

const modules = new Map<string, Promise<IslandModule>>();

/**
 * The server build of a published version (`<remotes>/<name>/<version>/server/render.mjs`),
 * loaded once per version: versions are immutable, so a deploy brings a new file, never a
 * changed one.
 */
function loadModule(file: string): Promise<IslandModule> {
  let loaded = modules.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href) as Promise<IslandModule>;
    // A failed load is tried again by the next request, not remembered.
    loaded.catch(() => modules.delete(file));
    modules.set(file, loaded);
  }
  return loaded;
}

/**
 * The landers version this browser gets: its server build when published here; `elsewhere`
 * when it is served from another origin (a team's dev server, a CDN: the app renders it in the
 * browser); null when there is none to render with.
 */
async function liveVersion(store: RemoteStore, entry: RegistryEntry | undefined) {
  if (!entry) return null;
  const match = entry.manifest.match(/^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  if (!match) return 'elsewhere';
  const [, name, version] = match as [string, string, string];
  const folder = await store.localFolder(name, version, 'server');
  const file = folder && path.join(folder, 'render.mjs');
  if (!file || !existsSync(file)) return null;
  return { file, assetBase: `/remotes/${name}/${version}/` };
}

export interface IslandPage {
  /** The page the live landers version rendered, or null when the path is not one of its. */
  result: IslandRenderResult | null;
}

/**
 * A visitor's page rendered by the live version of the landers remote, with the landing data
 * this server computes for the request's site and visitor. Throws when that version cannot be
 * loaded or fails to render (the caller then serves its fallback page).
 */
export async function renderIsland(
  { db, store }: { db: Db; store: RemoteStore },
  entry: RegistryEntry | undefined,
  request: { url: string; settings: Settings; language: Language; nonce: string },
  now = new Date(),
): Promise<IslandPage | 'unavailable' | 'elsewhere'> {
  const live = await liveVersion(store, entry);
  if (!live) return 'unavailable';
  if (live === 'elsewhere') return 'elsewhere';
  const module = await loadModule(live.file);
  const result = await withTimeout(
    module.render({
      url: request.url,
      settings: request.settings,
      language: request.language,
      // The remote says what it shows; the server checks the question like any API request's.
      landing: (query) => landing(db, landingQuerySchema.parse(query), request.settings, now),
      assetBase: live.assetBase,
      nonce: request.nonce,
      now,
    }),
    ISLAND_RENDER_TIMEOUT_MS,
  );
  return { result };
}
