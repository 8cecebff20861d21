import {
  LANDING_FEATURED_DEFAULT,
  MAX_MEMBER_AGE,
  MEMBERS_COUNT_CAP,
  MIN_MEMBER_AGE,
  type LandingData,
  type LandingMember,
  type LandingQuery,
  type MemberCard,
  type Settings,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { latestBirthDateForAge } from '../members/age';
import { countMembers, type MemberCriteria } from '../members/service';
import { ONLINE_WINDOW_MS, memberCards, memberProfile } from '../members/service';
import { landingMap } from './map';
import { nicheAudience, type NicheAudience } from './niche';

/**
 * The country a landing is about: the visitor's when the site serves it, else the site's first.
 * Null only for a site that serves no country.
 */
export function landingCountry(settings: Pick<Settings, 'geoip_selected_country' | 'countries'>) {
  return settings.geoip_selected_country ?? settings.countries[0] ?? null;
}

/**
 * `GET /api/landing.php`: the members a landing features and its proof. Only profiles the site
 * operates are ever featured: a real member's photo never becomes advertising. Who is featured
 * follows the site's niche, narrowed by the lander's campaign; when too few match, the niche's
 * finer rules, then the ages, then the country are let go, so a landing always shows people.
 */
export async function landing(
  db: Db,
  query: LandingQuery,
  settings: Pick<Settings, 'niche' | 'geoip_selected_country' | 'countries'>,
  now = new Date(),
  /** The page's language: an operated profile's "about me" in it, when written. */
  language: string | null = null,
): Promise<LandingData> {
  const country = query.country ?? landingCountry(settings);
  const count = query.count ?? LANDING_FEATURED_DEFAULT;
  const member =
    query.member === undefined ? null : await featuredMember(db, query.member, now, language);
  const audience = nicheAudience(query.niche ?? settings.niche);
  const featured = await featuredMembers(
    db,
    {
      ...audience,
      ...(query.gender ? { genders: [query.gender] } : {}),
      minAge: query.min_age ?? audience.minAge,
      maxAge: query.max_age ?? audience.maxAge,
    },
    { country, count, exclude: member ? [member.id] : [], now },
  );
  const listed: MemberCriteria = { withPhoto: false };
  const [onlineNow, nearYou] = await Promise.all([
    countMembers(
      db,
      { ...listed, activeSince: new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString() },
      MEMBERS_COUNT_CAP,
    ),
    country === null ? 0 : countMembers(db, { ...listed, country }, MEMBERS_COUNT_CAP),
  ]);
  return {
    featured,
    member,
    online_now: onlineNow,
    near_you: nearYou,
    country,
    map:
      query.map && country !== null
        ? await landingMap(country, member ? [member, ...featured] : featured)
        : null,
  };
}

/**
 * A member landing's member: a profile the site operates, as a visitor sees it; 404 for anyone
 * else (a real member is never advertised).
 */
export async function featuredMember(
  db: Db,
  id: number,
  now: Date,
  language: string | null = null,
): Promise<LandingMember> {
  const profile = await memberProfile(db, id, null, now, language);
  if (!profile.fictional) throw notFound('No such member.');
  return { ...pickCard(profile), about: profile.about, about_lang: profile.about_lang };
}

/** A card's fields of a fuller profile (a landing shows no more than search would). */
function pickCard(card: MemberCard): MemberCard {
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    gender: card.gender,
    country: card.country,
    region: card.region,
    city: card.city,
    main_image: card.main_image,
    last_active: card.last_active,
    online: card.online,
    fictional: card.fictional,
    distance_km: card.distance_km,
    likes_you: false,
    verified: card.verified,
  };
}

/** Ever looser searches, in order, until `count` members are found. */
async function featuredMembers(
  db: Db,
  audience: NicheAudience,
  {
    country,
    count,
    exclude,
    now,
  }: { country: string | null; count: number; exclude: number[]; now: Date },
): Promise<MemberCard[]> {
  const ages = (min?: number, max?: number): MemberCriteria => ({
    bornOnOrBefore: latestBirthDateForAge(now, min ?? MIN_MEMBER_AGE),
    bornAfter: latestBirthDateForAge(now, (max ?? MAX_MEMBER_AGE) + 1),
  });
  const exact: MemberCriteria = {
    genders: audience.genders,
    ...ages(audience.minAge, audience.maxAge),
    bodyTypes: audience.bodyTypes,
    sexualities: audience.sexualities,
  };
  const coarse: MemberCriteria = {
    genders: audience.genders,
    ...ages(audience.minAge, audience.maxAge),
  };
  const anyAge: MemberCriteria = { genders: audience.genders };
  const steps: MemberCriteria[] = [exact, coarse, anyAge].flatMap((filters) =>
    country === null ? [filters] : [{ ...filters, country }, filters],
  );
  const found: MemberCard[] = [];
  for (const filters of steps) {
    if (found.length >= count) break;
    const more = await memberCards(
      db,
      {
        ...filters,
        siteOperated: true,
        withPhoto: true,
        excludeIds: [...exclude, ...found.map((m) => m.id)],
      },
      count - found.length,
      now,
    );
    found.push(...more);
  }
  return found;
}
