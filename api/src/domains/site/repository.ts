import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { CompanyRow, InterestRow, NewCompany, RegionRow, SiteRow } from './tables';

// Sites, company info, interests and regions: reference data read on almost every page.

const siteByDomainQuery = preparedQuery<{ domain: string }>()((db, param) =>
  db.selectFrom('site').selectAll().where('domain', '=', param('domain')),
);

/** Every site this deployment serves, in the order they were made (the back office's pickers). */
export function listSites(db: Db): Promise<SiteRow[]> {
  return db.selectFrom('site').selectAll().orderBy('id').execute();
}

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

export async function insertCompany(db: Db, company: NewCompany): Promise<number> {
  const { id } = await db
    .insertInto('company')
    .values(company)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(
  db: Db,
  id: number,
  company: Omit<NewCompany, 'added'>,
): Promise<void> {
  await db.updateTable('company').set(company).where('id', '=', id).execute();
}

/** Creates the site for a domain, or replaces its settings; answers its id and whether it is new. */
export async function upsertSite(
  db: Db,
  { domain, settings, at }: { domain: string; settings: string; at: string },
): Promise<{ id: number; created: boolean }> {
  const existing = await findSiteByDomain(db, domain);
  if (existing) {
    await db.updateTable('site').set({ settings }).where('id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  const { id } = await db
    .insertInto('site')
    .values({ domain, settings, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, created: true };
}

export async function upsertSitePage(
  db: Db,
  page: { site_id: number; name: string; language: string; text: string; updated_at: string },
): Promise<void> {
  await db
    .insertInto('site_page')
    .values(page)
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'name', 'language'])
        .doUpdateSet({ text: page.text, updated_at: page.updated_at }),
    )
    .execute();
}

/** Removes a site's page texts other than those named (`name` + language): the file's are all. */
export async function deleteSitePagesExcept(
  db: Db,
  siteId: number,
  keep: ReadonlyArray<{ name: string; language: string }>,
): Promise<void> {
  const kept = new Set(keep.map((page) => `${page.name}\n${page.language}`));
  const stored = await db
    .selectFrom('site_page')
    .select(['name', 'language'])
    .where('site_id', '=', siteId)
    .execute();
  for (const page of stored.filter((p) => !kept.has(`${p.name}\n${p.language}`)))
    await db
      .deleteFrom('site_page')
      .where('site_id', '=', siteId)
      .where('name', '=', page.name)
      .where('language', '=', page.language)
      .execute();
}

/** Adds the interests and regions the product knows that the database does not have yet. */
export async function insertMissingReferenceData(
  db: Db,
  interests: readonly string[],
  regions: ReadonlyArray<{ country: string; name: string }>,
): Promise<void> {
  const known = new Set(
    (await db.selectFrom('interest').select('key').execute()).map((r) => r.key),
  );
  const newInterests = interests.filter((key) => !known.has(key)).map((key) => ({ key }));
  if (newInterests.length > 0) await db.insertInto('interest').values(newInterests).execute();
  for (let i = 0; i < regions.length; i += 500)
    await db
      .insertInto('region')
      .values(regions.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['country', 'name']).doNothing())
      .execute();
}

export function findSiteById(db: Db, id: number): Promise<SiteRow | undefined> {
  return db.selectFrom('site').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A site's row, held until the transaction ends so two changes of its settings run one after
 * the other (a PostgreSQL row lock by a no-op update; SQLite has one writer at a time anyway).
 */
export function lockSite(db: Db, id: number): Promise<SiteRow | undefined> {
  return db
    .updateTable('site')
    .set((eb) => ({ settings: eb.ref('settings') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** New settings for the sites (a site's domains) whose settings were `before`. */
export async function setSiteSettings(
  db: Db,
  ids: readonly number[],
  settings: string,
): Promise<void> {
  await db.updateTable('site').set({ settings }).where('id', 'in', ids).execute();
}

export async function insertSettingsVersion(
  db: Db,
  version: {
    site_id: number;
    source: 'file' | 'panel' | 'undo';
    before_json: string;
    after_json: string;
    staff_id: number | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('site_settings_version').values(version).execute();
}

/** The id of a site's newest settings version, 0 when it has none. */
export async function latestSettingsVersion(db: Db, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('site_settings_version')
    .select('id')
    .where('site_id', '=', siteId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** A site's settings changes, newest first, with who made them. */
export function settingsVersions(db: Db, siteId: number, limit: number) {
  return db
    .selectFrom('site_settings_version')
    .leftJoin('staff_account', 'staff_account.id', 'site_settings_version.staff_id')
    .select([
      'site_settings_version.id',
      'site_settings_version.source',
      'site_settings_version.before_json',
      'site_settings_version.after_json',
      'site_settings_version.created_at',
      'staff_account.email as staff_email',
    ])
    .where('site_settings_version.site_id', '=', siteId)
    .orderBy('site_settings_version.id', 'desc')
    .limit(limit)
    .execute();
}

export function findSettingsVersion(db: Db, siteId: number, id: number) {
  return db
    .selectFrom('site_settings_version')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The keys the panel changed since the site's file was last imported (or ever, if never). */
export async function panelChangesSinceFile(db: Db, siteId: number): Promise<string[]> {
  const lastFile = await db
    .selectFrom('site_settings_version')
    .select('id')
    .where('site_id', '=', siteId)
    .where('source', '=', 'file')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let query = db
    .selectFrom('site_settings_version')
    .select('after_json')
    .where('site_id', '=', siteId)
    .where('source', 'in', ['panel', 'undo']);
  if (lastFile) query = query.where('id', '>', lastFile.id);
  const rows = await query.execute();
  return [...new Set(rows.flatMap((row) => Object.keys(JSON.parse(row.after_json) as object)))];
}

export function sitePagesOf(db: Db, siteId: number) {
  return db
    .selectFrom('site_page')
    .select(['name', 'language', 'text'])
    .where('site_id', '=', siteId)
    .orderBy('name')
    .orderBy('language')
    .execute();
}

/** The sites of a company (the domains one site file sets up). */
export function sitesOfCompany(db: Db, companyId: number) {
  return db
    .selectFrom('site')
    .select(['id', 'domain', 'settings'])
    .orderBy('id')
    .execute()
    .then((rows) => rows.filter((row) => JSON.parse(row.settings).company_id === companyId));
}
