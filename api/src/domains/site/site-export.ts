import { stringify } from 'yaml';
import type { Db } from '../../db/database';
import { siteCatalogueForFile } from '../payments/service';
import * as repo from './repository';
import { parsedSettings } from './service';
import { siteFileSchema, type SiteFile } from './site-file';

/** The settings a site file does not hold: the deployment or the import works them out. */
const WORKED_OUT = [
  'push_public_key',
  'company_id',
  'localeDomains',
  'minimum_message_costs',
] as const;

/**
 * `pnpm site:export <domain>` (issue 48 §3): the live site — its settings as the back office
 * left them, its domains, company, bundles, discount codes and page texts — as a site file,
 * checked by the same schema `site:create` reads it with, so exporting and importing again
 * changes nothing.
 */
export async function exportSiteFile(db: Db, domain: string): Promise<SiteFile | null> {
  const site = await repo.findSiteByDomain(db, domain);
  if (!site) return null;
  const stored = parsedSettings(site.settings);
  const company = await repo.findCompany(db, stored.company_id);
  if (!company) return null;
  const domains = (await repo.sitesOfCompany(db, stored.company_id))
    .filter((other) => other.settings === site.settings)
    .map((other) => other.domain);
  const settings: Record<string, unknown> = { ...stored };
  for (const key of WORKED_OUT) delete settings[key];
  const { bundles, discount_codes } = await siteCatalogueForFile(db, site.id);
  const pages: Record<string, Record<string, unknown>> = {};
  for (const page of await repo.sitePagesOf(db, site.id))
    (pages[page.name] ??= {})[page.language] = JSON.parse(page.text) as unknown;
  return siteFileSchema.parse({
    domains: [site.domain, ...domains.filter((other) => other !== site.domain)],
    site: settings,
    company: {
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: JSON.parse(company.tradenames) as string[],
      vat_numbers: JSON.parse(company.vat_numbers) as string[],
      support_phone: company.support_phone,
      delete_discount: company.delete_discount,
    },
    bundles,
    discount_codes,
    pages,
  });
}

/** The file's YAML text, headed by where and when it came from. */
export function siteFileText(file: SiteFile, now = new Date()): string {
  return (
    `# Exported from ${file.domains[0]} on ${now.toISOString()} (pnpm site:export).\n` +
    `# Import with: pnpm site:create <this file>\n` +
    stringify(file, { lineWidth: 100 })
  );
}
