import type { LandingData, Settings } from '@app/shared/contracts';
import type { LanderSite } from '../components/lander-env';
import type { CampaignFile } from '../features/landers/campaign';

/** The settings a server-rendered page uses besides the lander's site (footer, entry warning). */
export type IslandSettings = Pick<
  Settings,
  | 'name'
  | 'geoip_country'
  | 'fictional_warning'
  | 'enable_site_entry_popup'
  | 'entry_popup_countries'
  | 'test_payments'
  | 'languages'
>;

/**
 * What the server rendered a page from, written into the page so the browser renders the same
 * tree when it hydrates it (and nothing is fetched again).
 */
export interface IslandState {
  page: { kind: 'index' } | { kind: 'lander'; name: string; slug?: string; memberId?: number };
  /** The campaign marketing published at this lander's path (or the one previewed), if any. */
  campaign?: CampaignFile;
  data: LandingData;
  site: LanderSite;
  settings: IslandSettings;
  language: string;
  /** The page's query: tracking data the calls to action carry to sign-up. */
  search: string;
  /** When the page was made (ms) and its year (the footer's copyright). */
  now: number;
  year: number;
  /** The texts the page uses, by namespace, in its language. */
  resources: Record<string, Record<string, unknown>>;
}

/** The id of the element the page is rendered into, and of the state beside it. */
export const ISLAND_ROOT_ID = 'landing-root';
export const ISLAND_STATE_ID = 'landing-state';
