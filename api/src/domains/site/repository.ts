import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { CompanyRow, InterestRow, RegionRow, SiteRow } from './tables';

// Sites, company info, interests and regions: reference data read on almost every page.

const siteByDomainQuery = preparedQuery<{ domain: string }>()((db, param) =>
  db.selectFrom('site').selectAll().where('domain', '=', param('domain')),
);

/** Read on almost every request (settings, the page, logged-out search rules). */
export async function findSiteByDomain(db: Db, domain: string): Promise<SiteRow | undefined> {
  return (await siteByDomainQuery(db, { domain }))[0];
}

export function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listInterests(db: Db): Promise<InterestRow[]> {
  return db.selectFrom('interest').selectAll().orderBy('id').execute();
}

export function listRegions(db: Db, countries: readonly string[]): Promise<RegionRow[]> {
  if (countries.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('region')
    .selectAll()
    .where('country', 'in', countries)
    .orderBy('country')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findRegion(db: Db, id: number): Promise<RegionRow | undefined> {
  return db.selectFrom('region').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The site's own text of a page in these languages (first found wins, in the given order). */
export async function findSitePage(
  db: Db,
  domain: string,
  name: string,
  languages: readonly string[],
) {
  const rows = await db
    .selectFrom('site_page')
    .innerJoin('site', 'site.id', 'site_page.site_id')
    .select(['site_page.language', 'site_page.text'])
    .where('site.domain', '=', domain)
    .where('site_page.name', '=', name)
    .where('site_page.language', 'in', [...languages])
    .execute();
  for (const language of languages) {
    const row = rows.find((candidate) => candidate.language === language);
    if (row) return row;
  }
  return undefined;
}

/** Whether the site wrote a page under this name, in any language. */
export async function hasSitePage(db: Db, domain: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('site_page')
    .innerJoin('site', 'site.id', 'site_page.site_id')
    .select('site_page.name')
    .where('site.domain', '=', domain)
    .where('site_page.name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
