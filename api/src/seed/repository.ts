import type { Db } from '../db/database';
import type { NewAppUser } from '../domains/auth/tables';
import type { NewCreditEntry } from '../domains/credits/tables';
import type { NewProfileImage } from '../domains/media/tables';
import type { NewProfile } from '../domains/members/tables';
import type { NewCreditPackage, NewDiscountCode } from '../domains/payments/tables';
import type { NewCompany, NewRegion, NewSite } from '../domains/site/tables';

// The SQL of the demo seed: bulk inserts, in chunks that stay under both databases' limits on
// bound parameters.

const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) result.push(rows.slice(i, i + CHUNK));
  return result;
}

export async function hasAnySite(db: Db): Promise<boolean> {
  return (await db.selectFrom('site').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertCompany(db: Db, company: NewCompany): Promise<number> {
  const row = await db
    .insertInto('company')
    .values(company)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSite(db: Db, site: NewSite): Promise<void> {
  await db.insertInto('site').values(site).execute();
}

/** Returns key → id. */
export async function insertInterests(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('interest')
    .values(keys.map((key) => ({ key })))
    .returning(['id', 'key'])
    .execute();
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Returns "country/name" → id. */
export async function insertRegions(
  db: Db,
  regions: readonly NewRegion[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(regions)) {
    const rows = await db
      .insertInto('region')
      .values(chunk)
      .returning(['id', 'country', 'name'])
      .execute();
    for (const row of rows) ids.set(`${row.country}/${row.name}`, row.id);
  }
  return ids;
}

/** Returns e-mail → id (RETURNING order is not guaranteed, so rows are matched by e-mail). */
export async function insertUsers(
  db: Db,
  users: readonly NewAppUser[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(users)) {
    const rows = await db.insertInto('app_user').values(chunk).returning(['id', 'email']).execute();
    for (const row of rows) ids.set(row.email, row.id);
  }
  return ids;
}

export async function insertCreditEntries(
  db: Db,
  entries: readonly NewCreditEntry[],
): Promise<void> {
  for (const chunk of chunks(entries)) await db.insertInto('credit_entry').values(chunk).execute();
}

export async function insertProfiles(db: Db, profiles: readonly NewProfile[]): Promise<void> {
  for (const chunk of chunks(profiles)) await db.insertInto('profile').values(chunk).execute();
}

export async function insertProfileImages(
  db: Db,
  images: readonly NewProfileImage[],
): Promise<void> {
  for (const chunk of chunks(images)) await db.insertInto('profile_image').values(chunk).execute();
}

export async function insertProfileInterests(
  db: Db,
  links: readonly { user_id: number; interest_id: number }[],
): Promise<void> {
  for (const chunk of chunks(links))
    await db.insertInto('profile_interest').values(chunk).execute();
}

export async function hasAnyCreditPackage(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('credit_package').select('id').limit(1).executeTakeFirst()) !== undefined
  );
}

export async function insertPaymentCatalogue(
  db: Db,
  packages: readonly NewCreditPackage[],
  codes: readonly NewDiscountCode[],
): Promise<void> {
  if (packages.length > 0) await db.insertInto('credit_package').values(packages).execute();
  if (codes.length > 0)
    await db
      .insertInto('discount_code')
      .values(codes)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
}
