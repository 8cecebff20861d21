import {
  type bodyTypes,
  eyeColours,
  notificationKinds,
  type relationshipStatuses,
  type MemberProfile,
} from '@app/shared/contracts';
import { ABOUT_TEXTS } from './content/about';
import { FIRST_NAMES } from './content/names';
import { REGIONS } from './content/regions';
import { COUNTRY_WEIGHTS, INTEREST_KEYS } from './content/site';
import type { DemoAccount } from './demo-accounts';
import { Random } from './random';

/** Everything the seed writes for one member. */
export interface DemoMember {
  email: string;
  name: string;
  gender: 'male' | 'female';
  birthDate: string;
  country: string;
  region: string | null;
  city: string | null;
  sexuality: NonNullable<MemberProfile['sexuality']>;
  hairColour: NonNullable<MemberProfile['hair_colour']>;
  eyeColour: NonNullable<MemberProfile['eye_colour']>;
  bodyType: NonNullable<MemberProfile['body_type']>;
  relationshipStatus: NonNullable<MemberProfile['relationship_status']>;
  tattoos: boolean;
  about: string;
  interests: string[];
  visible: boolean;
  profileStatus: 'active' | 'disabled';
  userStatus: 'active' | 'not_confirmed' | 'pending_deletion';
  language: 'en' | 'fr';
  credits: number;
  paidUser: boolean;
  notificationsDisabled: string[];
  signupDate: string;
  lastActive: string;
  /** How many photos to give them. */
  photos: number;
  /** True for the known demo logins; the others get an unusable password. */
  canLogIn: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NORDIC = new Set(['DK', 'FI', 'NO', 'SE']);
const FRENCH_SPEAKING = { FR: 1, BE: 0.4, CA: 0.3, CH: 0.25 } as Readonly<Record<string, number>>;

/**
 * `count` varied, plausible members, identical for the same seed and `now`. Names are unique
 * and never one of `takenNames` (lower-cased).
 */
export function generateMembers(
  count: number,
  now: Date,
  takenNames: Set<string>,
  seed = 20_240_601,
): DemoMember[] {
  const rng = new Random(seed);
  return Array.from({ length: count }, (_, index) => generateMember(rng, index, now, takenNames));
}

function generateMember(
  rng: Random,
  index: number,
  now: Date,
  takenNames: Set<string>,
): DemoMember {
  const country = rng.weighted(COUNTRY_WEIGHTS);
  const gender = rng.chance(0.5) ? 'female' : 'male';
  const [region, city] = pickPlace(rng, country);
  const lastActive = new Date(now.getTime() - lastActiveAgoMs(rng));
  const signupDate = new Date(lastActive.getTime() - rng.int(0, 700) * DAY_MS - rng.int(0, DAY_MS));
  const language = rng.chance(FRENCH_SPEAKING[country] ?? 0) ? 'fr' : 'en';
  const userStatus = rng.weighted({ active: 96, not_confirmed: 2, pending_deletion: 2 });
  const paidUser = rng.chance(0.3);
  const age = pickAge(rng);
  const hairColour = pickHair(rng, country, gender, age);
  return {
    email: `member${index + 1}@amora.test`,
    name: uniqueName(rng, FIRST_NAMES[country]?.[gender] ?? ['Sam'], takenNames),
    gender,
    birthDate: birthDateForAge(rng, now, age),
    country,
    region,
    city,
    sexuality: pickSexuality(rng, gender),
    hairColour,
    eyeColour: NORDIC.has(country) && rng.chance(0.6) ? 'blue' : rng.pick(eyeColours),
    bodyType: rng.weighted({ slim: 35, normal: 50, fat: 15 } satisfies Record<
      (typeof bodyTypes)[number],
      number
    >),
    relationshipStatus: rng.weighted({
      single: 55,
      divorced: 15,
      unmarried: 10,
      living_together: 7,
      married: 8,
      widowed: 5,
    } satisfies Record<(typeof relationshipStatuses)[number], number>),
    tattoos: rng.chance(0.3),
    about: aboutText(rng, language),
    interests: rng.sample(INTEREST_KEYS, rng.int(1, 3)),
    visible: rng.chance(0.97),
    profileStatus: userStatus === 'not_confirmed' ? 'disabled' : 'active',
    userStatus,
    language,
    credits: paidUser ? rng.int(0, 120) : rng.chance(0.2) ? rng.int(1, 10) : 0,
    paidUser,
    notificationsDisabled: rng.chance(0.1) ? rng.sample(notificationKinds, rng.int(1, 3)) : [],
    signupDate: signupDate.toISOString(),
    lastActive: lastActive.toISOString(),
    photos: rng.chance(0.05) ? 0 : rng.chance(0.2) ? 2 : 1,
    canLogIn: false,
  };
}

/** A known demo login as a member record, active right now. */
export function accountMember(account: DemoAccount, now: Date): DemoMember {
  return {
    email: account.email,
    name: account.name,
    gender: account.gender,
    birthDate: account.birthDate,
    country: account.country,
    region: account.region,
    city: account.city,
    sexuality: 'hetero',
    hairColour: account.gender === 'male' ? 'brown' : 'blond',
    eyeColour: account.gender === 'male' ? 'brown' : 'green',
    bodyType: 'normal',
    relationshipStatus: 'single',
    tattoos: false,
    about: `Hi, I am ${account.name}. I like travelling, good food and long conversations.`,
    interests: ['travel', 'cooking', 'music'],
    visible: true,
    profileStatus: 'active',
    userStatus: 'active',
    language: account.language,
    credits: account.credits,
    paidUser: account.paidUser,
    notificationsDisabled: [],
    signupDate: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
    lastActive: now.toISOString(),
    photos: 2,
    canLogIn: true,
  };
}

function pickPlace(rng: Random, country: string): [string | null, string | null] {
  const withCities = (REGIONS[country] ?? []).filter(([, cities]) => cities.length > 0);
  if (withCities.length === 0) return [null, null];
  const [region, cities] = rng.pick(withCities);
  return [region, rng.pick(cities)];
}

/** Mostly 25–44, as on real dating sites; 18–70 overall. */
function pickAge(rng: Random): number {
  const bucket = rng.weighted({ a: 15, b: 35, c: 25, d: 15, e: 10 });
  const [min, max] = { a: [18, 24], b: [25, 34], c: [35, 44], d: [45, 54], e: [55, 70] }[
    bucket
  ] as [number, number];
  return rng.int(min, max);
}

/** A birth date that makes someone exactly `age` today (birthday already passed, or not yet). */
function birthDateForAge(rng: Random, now: Date, age: number): string {
  const lastBirthday = new Date(
    Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()),
  );
  return new Date(lastBirthday.getTime() - rng.int(0, 364) * DAY_MS).toISOString().slice(0, 10);
}

/** Some online now, many today or this week, the rest within two months. */
function lastActiveAgoMs(rng: Random): number {
  const minute = 60 * 1000;
  switch (rng.weighted({ online: 12, today: 30, week: 30, older: 28 })) {
    case 'online':
      return rng.int(0, 8 * minute);
    case 'today':
      return rng.int(15 * minute, DAY_MS);
    case 'week':
      return rng.int(DAY_MS, 7 * DAY_MS);
    default:
      return rng.int(7 * DAY_MS, 60 * DAY_MS);
  }
}

function pickSexuality(rng: Random, gender: 'male' | 'female'): DemoMember['sexuality'] {
  const kind = rng.weighted({ hetero: 80, bi: 10, same: 10 });
  if (kind !== 'same') return kind;
  return gender === 'male' ? 'gay' : 'lesbian';
}

function pickHair(
  rng: Random,
  country: string,
  gender: 'male' | 'female',
  age: number,
): DemoMember['hairColour'] {
  if (gender === 'male' && rng.chance(age > 40 ? 0.15 : 0.04)) return 'bald';
  if (age >= 50 && rng.chance(0.5)) return 'grey';
  if (NORDIC.has(country) && rng.chance(0.5)) return 'blond';
  return rng.weighted({ brown: 40, blond: 25, black: 25, red: 6 });
}

function uniqueName(rng: Random, names: readonly string[], taken: Set<string>): string {
  let name = rng.pick(names);
  // Like real usernames: the first name, else with a number.
  while (taken.has(name.toLowerCase())) name = `${rng.pick(names)}${rng.int(10, 99)}`;
  taken.add(name.toLowerCase());
  return name;
}

function aboutText(rng: Random, language: 'en' | 'fr'): string {
  const texts = ABOUT_TEXTS[language];
  return [rng.pick(texts.openings), rng.pick(texts.middles), rng.pick(texts.closings)].join(' ');
}
