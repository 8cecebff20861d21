import { http, HttpResponse } from 'msw';
import {
  memberCardSchema,
  memberProfileSchema,
  memberResponseSchema,
  membersResponseSchema,
  type MemberCard,
  type MemberProfile,
  type MembersResponse,
} from '../../src/contracts/members';
import { regionsResponseSchema, type RegionsResponse } from '../../src/contracts/site-data';
import { townsResponseSchema, type TownSuggestion } from '../../src/contracts/profile';

// Member search, profiles and regions (GET /api/members.php, /api/member.php, /api/regions.php).

/** A search result as GET /api/members.php returns one. */
export function aMember(overrides: Partial<MemberCard> = {}): MemberCard {
  return memberCardSchema.parse({
    id: 7,
    name: 'Eva',
    age: 29,
    gender: 'female',
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
    main_image: null,
    last_active: 'week',
    online: false,
    fictional: false,
    distance_km: 10,
    likes_you: false,
    verified: false,
    ...overrides,
  });
}

/** A full profile as GET /api/member.php returns one. */
export function aProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return memberProfileSchema.parse({
    ...aMember({ city: 'Haarlem' }),
    sexuality: 'bi',
    hair_colour: 'red',
    eye_colour: 'green',
    body_type: 'slim',
    relationship_status: 'single',
    tattoos: true,
    about: 'Coffee first, then adventures.',
    about_lang: 'nl',
    interests: ['travel', 'music'],
    images: [],
    gated_images: 0,
    blocked_by_me: false,
    ...overrides,
  });
}

/** One page of search results, checked against the contract. */
export const membersAnswer = (page: MembersResponse) =>
  HttpResponse.json(membersResponseSchema.parse(page));

/** GET /api/member.php answering with this profile. */
export const memberAnswer = (profile: MemberProfile) =>
  HttpResponse.json(memberResponseSchema.parse({ profile }));

/** GET /api/members.php: `answer` picks the page from the request's query. */
export const membersHandler = (answer: (query: URLSearchParams) => MembersResponse) =>
  http.get('*/api/members.php', ({ request }) =>
    membersAnswer(answer(new URL(request.url).searchParams)),
  );

/** GET /api/regions.php: `answer` gives a country's regions. */
export const regionsHandler = (answer: (country: string) => Omit<RegionsResponse, 'labels'>) =>
  http.get('*/api/regions.php', ({ request }) => {
    const country = new URL(request.url).searchParams.get('country') ?? '';
    const regions = answer(country);
    return HttpResponse.json(
      regionsResponseSchema.parse({ ...regions, labels: { [country]: regions.label } }),
    );
  });

/** GET /api/towns.php: the `known` towns whose names start with the letters asked for. */
export const townsHandler = (known: TownSuggestion[]) =>
  http.get('*/api/towns.php', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(
      townsResponseSchema.parse({
        towns: known.filter((town) => town.city.toLowerCase().startsWith(q)),
      }),
    );
  });
