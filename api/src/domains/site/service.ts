import {
  settingsSchema,
  type Company,
  type Interest,
  type Region,
  type RegionsResponse,
  type Settings,
} from '@app/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import * as repo from './repository';
import type { SiteRow } from './tables';

/** What a site row's JSON holds: the settings that do not depend on the request. */
export const storedSettingsSchema = settingsSchema.omit({
  domain: true,
  geoip_country: true,
  geoip_selected_country: true,
  // The deployment's, not the site's: added per request.
  test_payments: true,
});
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

/** Spec §9: what a country calls its regions; any country not listed says "region". */
export const REGION_LABEL_BY_COUNTRY: Readonly<Record<string, RegionsResponse['label']>> = {
  NL: 'province',
  BE: 'province',
  CA: 'province',
  US: 'state',
  AU: 'state',
  DE: 'state',
  AT: 'state',
  CH: 'canton',
  GB: 'county',
  IE: 'county',
  NO: 'county',
  SE: 'county',
  PL: 'voivodeship',
};

export interface SiteRequest {
  /** Lower-case host without port. */
  domain: string;
  /** Where the site has no row of its own. */
  defaultDomain: string;
  /** The visitor's country from the CDN's geo header, if any. */
  country: string | null;
}

/**
 * Parsed settings by their stored text. Settings are read on nearly every request and change
 * rarely; keyed by the text itself, a change in the database is seen on the next request, on
 * every node, with no expiry to tune.
 */
const parsedByText = new Map<string, StoredSettings>();
const PARSED_SETTINGS_KEPT = 100;

export function parsedSettings(text: string): StoredSettings {
  let stored = parsedByText.get(text);
  if (stored === undefined) {
    stored = storedSettingsSchema.parse(JSON.parse(text));
    if (parsedByText.size >= PARSED_SETTINGS_KEPT) parsedByText.clear();
    parsedByText.set(text, stored);
  }
  return stored;
}

/**
 * How long a node keeps a site's row (or that a domain has none) before it reads it again. The
 * row is read on nearly every request (two reads for a domain that falls back to the default
 * site): a second's staleness saves them at any load. Changes come from the operator's
 * `site:create`, in another process: they reach every node within this time.
 */
const SITE_ROW_TTL_MS = 1_000;

/** Per database handle (tests run several apps in one process), by domain. */
let siteRows = new WeakMap<Db, Map<string, { row: SiteRow | undefined; until: number }>>();

/** A site's row by domain, as read at most SITE_ROW_TTL_MS ago on this node. */
export async function findSiteByDomain(db: Db, domain: string): Promise<SiteRow | undefined> {
  let rows = siteRows.get(db);
  if (!rows) siteRows.set(db, (rows = new Map()));
  const now = Date.now();
  const kept = rows.get(domain);
  if (kept && kept.until > now) return kept.row;
  const row = await repo.findSiteByDomain(db, domain);
  // A flood of made-up Host headers must not grow the map without end.
  if (rows.size >= SITE_ROWS_KEPT) rows.clear();
  rows.set(domain, { row, until: now + SITE_ROW_TTL_MS });
  return row;
}
const SITE_ROWS_KEPT = 1_000;

/** A site was written in this process (site setup): every node's next read is fresh here. */
export function forgetSiteRows(): void {
  siteRows = new WeakMap();
}

/**
 * The sites a back office can pick (bundles, settings), by name, and the one its own address
 * belongs to: what a new thing is for unless staff choose otherwise.
 */
export async function sitesForStaff(
  db: Db,
  request: Pick<SiteRequest, 'domain' | 'defaultDomain'>,
): Promise<{ sites: { id: number; domain: string; name: string }[]; current: number | null }> {
  const sites = (await repo.listSites(db)).map((row) => ({
    id: row.id,
    domain: row.domain,
    name: parsedSettings(row.settings).name,
  }));
  const current =
    sites.find((s) => s.domain === request.domain) ??
    sites.find((s) => s.domain === request.defaultDomain);
  return { sites, current: current?.id ?? sites[0]?.id ?? null };
}

/** The settings of the site for a domain, falling back to the default site (spec §3, §7). */
export async function siteSettings(db: Db, request: SiteRequest): Promise<Settings> {
  const site =
    (await findSiteByDomain(db, request.domain)) ??
    (await findSiteByDomain(db, request.defaultDomain));
  if (!site)
    throw notFound(`No site is configured for ${request.domain} or ${request.defaultDomain}.`);
  const stored = parsedSettings(site.settings);
  return {
    ...stored,
    domain: site.domain,
    geoip_country: request.country,
    // Preselected in search only when the site serves that country.
    geoip_selected_country:
      request.country !== null && stored.countries.includes(request.country)
        ? request.country
        : null,
    test_payments: false,
  };
}

export async function interests(db: Db): Promise<Interest[]> {
  const rows = await repo.listInterests(db);
  return rows.map((row) => ({ id: row.id, key: row.key }));
}

/** One country's regions, or (no country) those of every country the site serves. */
export async function regions(
  db: Db,
  country: string | undefined,
  siteCountries: readonly string[],
): Promise<RegionsResponse> {
  const countries = country === undefined ? siteCountries : [country];
  const rows = await repo.listRegions(db, countries);
  const list: Region[] = rows.map((row) => ({ id: row.id, country: row.country, name: row.name }));
  const labelOf = (code: string) => REGION_LABEL_BY_COUNTRY[code] ?? 'region';
  return {
    regions: list,
    label: country === undefined ? 'region' : labelOf(country),
    labels: Object.fromEntries(countries.map((code) => [code, labelOf(code)])),
  };
}

export async function company(db: Db, companyId: number): Promise<Company> {
  const row = await repo.findCompany(db, companyId);
  if (!row) throw notFound('No company info for this site.');
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: parseStringList(row.tradenames),
    vat_numbers: parseStringList(row.vat_numbers),
    // Spec §9: shown and dialled without dashes and spaces.
    support_phone: row.support_phone.replace(/[-\s]/g, ''),
    delete_discount: row.delete_discount,
    added: row.added,
  };
}

function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

// What other domains and the page server read of the site: a region, a site by its domain, and
// whether it has its own text of a page.
export { findRegion, hasSitePage } from './repository';
export { townPositions } from './geocode';
