import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashPassword } from '../domains/auth/password';
import { townPositions } from '../domains/site/service';
import { placeholderPhoto, renderPhotos, type StoredPhoto } from './avatars';
import { REGIONS } from './content/regions';
import { demoDiscountCodes, demoPackages } from './content/payments';
import { DEMO_COMPANY, INTEREST_KEYS, demoSiteSettings } from './content/site';
import { activityPartners, seedDemoActivity } from './activity';
import { ALEX_ACCOUNT, DEMO_ACCOUNT, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { accountMember, generateMembers, type DemoMember } from './members';
import * as repo from './repository';

/** How many generated members the demo site gets, besides the known demo logins. */
export const DEMO_MEMBER_COUNT = 300;

export interface SeedOptions {
  /** The demo site's domain (DEFAULT_SITE_DOMAIN). */
  siteDomain: string;
  uploadsDir: string;
  /** Render a photo per member; false points every photo at one shared placeholder. */
  images: boolean;
  memberCount?: number;
  /**
   * Place members at their towns (town_lat, town_lon: migration 0031); false seeds a database of
   * the release before it (the migration test's populated older database).
   */
  towns?: boolean;
}

/**
 * Fills an empty database with the demo site "Amora", its company, interests, regions, the
 * demo logins, generated members with photos, and the demo member's chats and likes. Does
 * nothing when a site exists, so it is safe on every boot. Returns what it created, or null
 * when it skipped.
 */
export async function seedDemo(db: Db, options: SeedOptions) {
  if (await repo.hasAnySite(db)) return null;
  const now = new Date();
  const taken = new Set(DEMO_ACCOUNTS.map((account) => account.name.toLowerCase()));
  const members = [
    ...DEMO_ACCOUNTS.map((account) => accountMember(account, now)),
    ...generateMembers(options.memberCount ?? DEMO_MEMBER_COUNT, now, taken),
  ];

  // The slow parts (photos, password hashes, towns) happen before the transaction, not inside it.
  const photos = await photosFor(members, options);
  const towns = options.towns === false ? () => ({}) : await townsOf(members);
  const [demoHash, unusableHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    // Generated members cannot log in: nobody knows this password.
    hashPassword(randomBytes(32).toString('base64url')),
  ]);

  await db.transaction().execute(async (trx) => {
    const companyId = await repo.insertCompany(trx, DEMO_COMPANY);
    await repo.insertSite(trx, {
      domain: options.siteDomain,
      settings: JSON.stringify(demoSiteSettings(options.siteDomain, companyId)),
      created_at: now.toISOString(),
    });
    const interestIds = await repo.insertInterests(trx, INTEREST_KEYS);
    const regionIds = await repo.insertRegions(
      trx,
      Object.entries(REGIONS).flatMap(([country, regions]) =>
        regions.map(([name]) => ({ country, name })),
      ),
    );
    const userIds = await repo.insertUsers(
      trx,
      members.map((m) => ({
        email: m.email,
        password_hash: m.canLogIn ? demoHash : unusableHash,
        status: m.userStatus,
        credits: m.credits,
        paid_user: m.paidUser ? 1 : 0,
        signup_date: m.signupDate,
        language: m.language,
        notifications_disabled: JSON.stringify(m.notificationsDisabled),
        created_at: m.signupDate,
      })),
    );
    const idOf = (m: DemoMember) => userIds.get(m.email)!;
    // Balances come with their ledger entry, as every credit change does.
    await repo.insertCreditEntries(
      trx,
      members
        .filter((m) => m.credits !== 0)
        .map((m) => ({
          user_id: idOf(m),
          amount: m.credits,
          reason: 'opening_balance',
          balance_after: m.credits,
          created_at: m.signupDate,
        })),
    );

    await repo.insertProfiles(
      trx,
      members.map((m) => ({
        user_id: idOf(m),
        name: m.name,
        name_key: m.name.toLowerCase(),
        gender: m.gender,
        birth_date: m.birthDate,
        country: m.country,
        region_id: m.region === null ? null : (regionIds.get(`${m.country}/${m.region}`) ?? null),
        city: m.city,
        ...towns(m),
        sexuality: m.sexuality,
        hair_colour: m.hairColour,
        eye_colour: m.eyeColour,
        body_type: m.bodyType,
        relationship_status: m.relationshipStatus,
        tattoos: m.tattoos ? 1 : 0,
        about: m.about,
        about_lang: m.about ? m.language : null,
        visible: m.visible ? 1 : 0,
        status: m.profileStatus,
        last_active: m.lastActive,
        // The demo site's generated members are run by the site (the demo responder answers
        // for them): marked fictional, as spec §3 asks of such profiles.
        fictional: m.canLogIn ? 0 : 1,
      })),
    );
    await repo.insertProfileImages(
      trx,
      members.flatMap((m, index) =>
        (photos[index] ?? []).map((photo, position) => ({
          user_id: idOf(m),
          ...photo,
          status: 'active' as const,
          position,
          created_at: m.signupDate,
        })),
      ),
    );
    await repo.insertProfileInterests(
      trx,
      members.flatMap((m) =>
        m.interests.map((key) => ({ user_id: idOf(m), interest_id: interestIds.get(key)! })),
      ),
    );
    await seedDemoActivity(
      trx,
      {
        demo: userIds.get(DEMO_ACCOUNT.email)!,
        alex: userIds.get(ALEX_ACCOUNT.email)!,
        partners: activityPartners(members).map(idOf),
      },
      now,
    );
  });

  return { members: members.length, images: photos.flat().length };
}

/**
 * The demo credit bundles and discount codes, when the database has no bundle yet: on a first
 * start, and on a demo database seeded before payments existed. Returns whether it added them.
 */
export async function seedPaymentCatalogue(db: Db, now = new Date()): Promise<boolean> {
  if (await repo.hasAnyCreditPackage(db)) return false;
  await db
    .transaction()
    .execute((trx) => repo.insertPaymentCatalogue(trx, demoPackages(), demoDiscountCodes(now)));
  return true;
}

/** Each member's photos, in member order. */
async function photosFor(
  members: readonly DemoMember[],
  options: SeedOptions,
): Promise<StoredPhoto[][]> {
  if (!options.images) {
    const placeholder = await placeholderPhoto(options.uploadsDir);
    return members.map((m) => Array.from({ length: m.photos }, () => placeholder));
  }
  const specs = members.flatMap((m) =>
    Array.from({ length: m.photos }, (_, i) => ({
      seed: `${m.email}#${i}`,
      gender: m.gender,
      hairColour: m.hairColour,
    })),
  );
  const rendered = await renderPhotos(specs, options.uploadsDir);
  let next = 0;
  return members.map((m) => rendered.slice(next, (next += m.photos)));
}

/** Each member's town centre, as a profile's town_lat and town_lon (migration 0031). */
async function townsOf(members: readonly DemoMember[]) {
  const byCountry = new Map<string, Set<string>>();
  for (const m of members)
    if (m.city !== null)
      byCountry.set(m.country, (byCountry.get(m.country) ?? new Set()).add(m.city));
  const found = new Map<string, { lat: number; lon: number }>();
  for (const [country, cities] of byCountry)
    for (const [city, position] of await townPositions(country, [...cities]))
      found.set(`${country}|${city}`, position);
  return (m: DemoMember) => {
    const position = m.city === null ? undefined : found.get(`${m.country}|${m.city}`);
    return { town_lat: position?.lat ?? null, town_lon: position?.lon ?? null };
  };
}
