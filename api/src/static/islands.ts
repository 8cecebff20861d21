import { existsSync } from 'node:fs';
import {
  landingQuerySchema,
  type IslandModule,
  type LanderCampaign,
  type IslandRenderResult,
  type RegistryEntry,
  type Settings,
} from '@app/shared/contracts';
import type { Language } from '@app/shared/language';
import type { Db } from '../db/database';
import { liveLanderCampaign } from '../domains/landers/campaigns';
import { landing } from '../domains/landers/service';
import type { RemoteStore } from '../platform/remotes/store';
import { withTimeout } from '../http/timeout';
import { liveServerBuild, loadServerModule } from './server-builds';

/** The remote whose pages the server renders for visitors (issue 11), in the browser's version. */
export const ISLAND_REMOTE = 'mf-landers';
/** A render that takes longer than this is given up for the fallback page. */
export const ISLAND_RENDER_TIMEOUT_MS = 3000;

/** The landers version this browser gets: its server build, if published here (server-builds.ts). */
async function liveVersion(store: RemoteStore, entry: RegistryEntry | undefined) {
  const live = await liveServerBuild(store, entry, 'server', 'render.mjs');
  if (live === null || live === 'elsewhere') return live;
  return existsSync(live.file) ? live : null;
}

export interface IslandPage {
  /** The page the live landers version rendered, or null when the path is not one of its. */
  result: IslandRenderResult | null;
  /** How long the render took, its code already loaded (what the version is judged by). */
  renderMs: number;
}

/**
 * A visitor's page rendered by the live version of the landers remote, with the landing data
 * this server computes for the request's site and visitor. Throws when that version cannot be
 * loaded or fails to render (the caller then serves its fallback page).
 */
export async function renderIsland(
  { db, store }: { db: Db; store: RemoteStore },
  entry: RegistryEntry | undefined,
  request: {
    url: string;
    settings: Settings;
    language: Language;
    nonce: string;
    /** The campaign at a lander's path: the one live there unless given (a preview's). */
    campaign?: (name: string) => Promise<LanderCampaign | null>;
  },
  now = new Date(),
): Promise<IslandPage | 'unavailable' | 'elsewhere'> {
  const live = await liveVersion(store, entry);
  if (!live) return 'unavailable';
  if (live === 'elsewhere') return 'elsewhere';
  const module = await loadServerModule<IslandModule>(live.file);
  // The render alone is timed: fetching and loading a version's code on a node's first render
  // of it says nothing of the version (a staged rollout would call every new lander slow).
  const started = performance.now();
  const result = await withTimeout(
    module.render({
      url: request.url,
      settings: request.settings,
      language: request.language,
      // The remote says what it shows; the server checks the question like any API request's.
      landing: (query) =>
        landing(db, landingQuerySchema.parse(query), request.settings, now, request.language),
      assetBase: live.assetBase,
      nonce: request.nonce,
      now,
      // Published by marketing (issue 28 §1): read on every render, so publishing needs no deploy.
      campaign: request.campaign ?? ((name) => liveLanderCampaign(db, name, now)),
    }),
    ISLAND_RENDER_TIMEOUT_MS,
  );
  return { result, renderMs: performance.now() - started };
}
