import type { Generated, Insertable, Selectable } from 'kysely';

/** A branded site: one row per domain, with its settings. */
export interface SiteTable {
  id: Generated<number>;
  /** Lower-case host name without port. */
  domain: string;
  /** JSON: the site's settings (everything in the Settings contract except domain and geoip_*). */
  settings: string;
  created_at: string;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  /** JSON string[] */
  tradenames: string;
  /** JSON string[] */
  vat_numbers: string;
  support_phone: string;
  delete_discount: number;
  added: string;
}

export interface InterestTable {
  id: Generated<number>;
  key: string;
}

export interface RegionTable {
  id: Generated<number>;
  country: string;
  name: string;
}

/** A site's own text of a static page in one language (migration 0021). */
export interface SitePageTable {
  site_id: number;
  name: string;
  language: string;
  /** JSON: title and sections (the PageText contract). */
  text: string;
  updated_at: string;
}

/** One change to a site's settings (issue 48 §3): the keys changed, before and after. */
export interface SiteSettingsVersionTable {
  id: Generated<number>;
  site_id: number;
  source: 'file' | 'panel' | 'undo';
  /** JSON: the changed keys' values before. */
  before_json: string;
  /** JSON: the changed keys' values after. */
  after_json: string;
  staff_id: number | null;
  created_at: string;
}

export interface SiteTables {
  site_settings_version: SiteSettingsVersionTable;
  site_page: SitePageTable;
  site: SiteTable;
  company: CompanyTable;
  interest: InterestTable;
  region: RegionTable;
}

export type SiteRow = Selectable<SiteTable>;
export type NewSite = Insertable<SiteTable>;
export type CompanyRow = Selectable<CompanyTable>;
export type NewCompany = Insertable<CompanyTable>;
export type InterestRow = Selectable<InterestTable>;
export type RegionRow = Selectable<RegionTable>;
export type NewRegion = Insertable<RegionTable>;
