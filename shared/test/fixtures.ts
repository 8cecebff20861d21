import type { MemberCard, MemberProfile, Settings, User } from '../src/index';

/** A member as GET /api/user.php returns one; override what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'demo@amora.test',
    status: 'active',
    credits: 25,
    paid_user: false,
    signup_date: '2026-01-01T10:00:00.000Z',
    language: 'en',
    notifications_disabled: [],
    profile: { id: 1, name: 'Demo', country: 'NL', main_image: null, status: 'active' },
    ...overrides,
  };
}

export function someSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: 'Amora',
    domain: 'localhost',
    domain_language: 'en-US',
    languages: ['en', 'fr'],
    cdn_prefix: '/uploads/',
    description: 'Dating for adults',
    index_title: 'Amora – dating',
    niche: 1,
    signups: 'all',
    logged_out_search: 'no',
    logged_out_search_trafficsource: 'no',
    geoip_country: null,
    geoip_selected_country: null,
    enable_site_entry_popup: 'yes',
    countries: ['NL', 'FR'],
    ...overrides,
  } as Settings;
}

/** A search result as GET /api/members.php returns one. */
export function aMember(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id: 7,
    name: 'Eva',
    age: 29,
    gender: 'female',
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
    main_image: null,
    last_active: '2026-03-01T12:00:00.000Z',
    online: false,
    ...overrides,
  };
}

/** A full profile as GET /api/member.php returns one. */
export function aProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...aMember({ city: 'Haarlem' }),
    sexuality: 'bi',
    hair_colour: 'red',
    eye_colour: 'green',
    body_type: 'slim',
    relationship_status: 'single',
    tattoos: true,
    about: 'Coffee first, then adventures.',
    interests: ['travel', 'music'],
    images: [],
    ...overrides,
  };
}
