import type { Language } from '../config/constants';
import type { CampaignTracking, LanderCampaign } from './campaigns';
import type { LandingData, LandingQueryInput } from './landers';
import type { Settings } from './settings';

/**
 * The contract between the API server and a remote's server build (issue 11): the server asks
 * the live version of the landers remote to render a visitor's page, giving it what only the
 * server knows. Types only: the two meet in one Node process.
 */
export interface IslandRenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The site's settings for this request (its domain, the visitor's country). */
  settings: Settings;
  language: Language;
  /** The landing data for a query, for this site and visitor (the API's own service). */
  landing(query: LandingQueryInput): Promise<LandingData>;
  /** Where this version's files are served from: `/remotes/mf-landers/<version>/`. */
  assetBase: string;
  /** The nonce the page's Content-Security-Policy allows for its inline stylesheet. */
  nonce: string;
  now: Date;
  /**
   * The campaign marketing published at `/landers/{name}` (issue 28 §1), null when none is live
   * there; in a preview, the campaign being previewed. Absent on servers older than campaigns.
   */
  campaign?(name: string): Promise<LanderCampaign | null>;
}

export interface IslandRenderResult {
  status: number;
  html: string;
  /**
   * A lander's page: its name and the visit's source as its calls to action carry it (the
   * visitor's own tracking, else the campaign's), for the campaign's figures.
   */
  visit?: { campaign: string; tracking: CampaignTracking };
}

/** What a remote's `server/render.mjs` exports. */
export interface IslandModule {
  /** The page for this URL, or null when the path is not one the remote renders. */
  render(request: IslandRenderRequest): Promise<IslandRenderResult | null>;
}
