import { http, HttpResponse } from 'msw';
import { ownProfileSchema, type OwnProfile } from '../../src/contracts/profile';
import { INTEREST_KEYS } from '../../src/contracts/values';

/** The logged-in member's own profile as `GET /api/profile.php` answers it, checked. */
export function anOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return ownProfileSchema.parse({
    name: 'Anna',
    age: 34,
    gender: null,
    seeking: null,
    sexuality: null,
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    tattoos: false,
    about: '',
    interests: [],
    country: 'NL',
    region_id: null,
    city: null,
    photos: [],
    sensitive_consent: false,
    ...overrides,
  });
}

/**
 * A small own-profile server: GET and PUT /api/profile.php on one profile (PUT merges what is
 * sent, as the API does), plus the interests list. `updates` sees every PUT body.
 */
export function ownProfileHandlers(profile = anOwnProfile(), updates: object[] = []) {
  let current = profile;
  return [
    http.get('*/api/profile.php', () => HttpResponse.json({ profile: current })),
    http.put('*/api/profile.php', async ({ request }) => {
      const body = (await request.json()) as Partial<OwnProfile>;
      updates.push(body);
      current = ownProfileSchema.parse({ ...current, ...body });
      return HttpResponse.json({ profile: current });
    }),
    http.get('*/api/interests.php', () =>
      HttpResponse.json({ interests: INTEREST_KEYS.map((key, i) => ({ id: i + 1, key })) }),
    ),
  ];
}
